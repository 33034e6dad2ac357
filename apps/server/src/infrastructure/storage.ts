// Infrastructure plugin: the file store chosen by configuration (local disk, S3 or ImageKit).
import fp from 'fastify-plugin';
import { createStorage } from '../storage/create-storage.ts';
import type { Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
    /** The folder served at /uploads/ (local disk only), else null. */
    uploadsDir: string | null;
  }
}

export default fp(
  async (app) => {
    const { storage, localRoot } = await createStorage(app.config);
    app.decorate('storage', storage);
    app.decorate('uploadsDir', localRoot);
    app.addHook('onClose', async () => {
      await storage.close?.();
    });
  },
  { name: 'storage', dependencies: ['config'] },
);
