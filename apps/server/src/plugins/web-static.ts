// The built web app at `/` (one origin with the API). Vite's hashed files under /assets never
// change content, so they are cached for a year; everything else is revalidated. The build writes
// a .br and a .gz beside every text file (apps/web/vite-precompress.ts); `preCompressed` picks the
// best one the browser accepts, sets Content-Encoding and adds Vary: Accept-Encoding.
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export async function registerWebStatic(app: FastifyInstance, webDistDir: string) {
  const hasDist = existsSync(webDistDir);
  await app.register(fastifyStatic, {
    root: hasDist ? webDistDir : app.config.repoRoot,
    // Without a build nothing is served from disk, but reply.sendFile stays decorated.
    serve: hasDist,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      reply.header(
        'cache-control',
        /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  if (!hasDist) app.log.info({ webDistDir }, 'web app not built: serving the API only');
}
