// Files under DATA_DIR/uploads, served by the app itself at /uploads/... (see registerUploads).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { assertSafeKey, type Storage } from './storage.ts';

export const UPLOADS_PREFIX = '/uploads/';

export function createLocalDiskStorage(root: string, publicPrefix = UPLOADS_PREFIX): Storage {
  return {
    async put(key, data) {
      assertSafeKey(key);
      const file = join(root, key);
      await mkdir(dirname(file), { recursive: true });
      // Written beside its place, then renamed: a write cut short (a full disk, issue 25 item
      // 8) leaves no partial file under the key, and its remains are removed.
      // A dot file: the uploads route never serves one (dotfiles: 'deny').
      const part = join(dirname(file), `.${basename(file)}.${randomUUID()}.part`);
      try {
        await writeFile(part, data);
        await rename(part, file);
      } catch (err) {
        await rm(part, { force: true });
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await rm(join(root, key), { force: true });
    },
    async read(key) {
      assertSafeKey(key);
      try {
        return await readFile(join(root, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    url(key) {
      assertSafeKey(key);
      return `${publicPrefix}${key}`;
    },
  };
}

/**
 * Infrastructure route outside the contract: openapi.yaml describes the API under /api, and
 * uploaded files are static content addressed by the URLs the API hands out (avatarUrl). Keys
 * are random and never reused, so the files are cached for a long time; nosniff keeps a
 * browser from reinterpreting them (they were re-encoded by sharp anyway).
 *
 * Temporary uploads (key `uploads/<member>/<random id>`: AI photos and image-service uploads
 * not yet on a listing) are addressed by an unguessable URL that only their uploader is given
 * and that ends with them (purged after 24 h). Our decision (issue 25 item 11): that URL is the
 * capability, as a signed URL with an expiry would be, so it is kept out of shared caches
 * (`private`, for no longer than the upload lives) and out of search indexes; see
 * docs/product-decisions.md, "AI photo analysis".
 */
/** At most a temporary upload's lifetime (images/service.ts TEMPORARY_UPLOAD_TTL_SECONDS). */
const TEMPORARY_UPLOAD_CACHE_SECONDS = 24 * 60 * 60;

export async function registerUploads(app: FastifyInstance, root: string) {
  await mkdir(root, { recursive: true });
  const temporary = join(root, 'uploads') + sep;
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply, path) {
      if (path.startsWith(temporary)) {
        reply.header('cache-control', `private, max-age=${TEMPORARY_UPLOAD_CACHE_SECONDS}`);
        reply.header('x-robots-tag', 'noindex');
      } else reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
