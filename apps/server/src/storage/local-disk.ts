// Files under DATA_DIR/uploads, served by the app itself at /uploads/... (see registerUploads).
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
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
      const part = `${file}.${randomUUID()}.part`;
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
 */
export async function registerUploads(app: FastifyInstance, root: string) {
  await mkdir(root, { recursive: true });
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
