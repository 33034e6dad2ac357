// Brotli (gzip as the fallback) for every text response: JSON answers, the contract document and
// the app shell. Registered before the routes because its onSend hook only reaches routes added
// after it. The built app's files are compressed once at build time (apps/web/vite-precompress.ts)
// and served as they are by web-static.ts; a reply that already has a Content-Encoding is passed
// through untouched, so nothing is compressed twice.
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    // Quality 4 costs about as much CPU as gzip's default while it still beats gzip's size; an
    // API answer is compressed on every request, unlike the assets (quality 11 at build time).
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Below about 1 KB the compressed frame saves less than the time it takes.
    threshold: 1024,
    // The library's own list of compressible types plus YAML: without it the contract document
    // (/api/docs/openapi.yaml, about 200 KB) went out uncompressed. Streams are never buffered.
    customTypes:
      /^text\/(?!event-stream)|(?:\+|\/)(?:json|text|xml|yaml)(?:;|$)|octet-stream(?:;|$)/,
  });
}
