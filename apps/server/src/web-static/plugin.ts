// Static content outside /api: uploaded files (local disk storage) and the built web app.
import fp from 'fastify-plugin';
import { registerUploads } from '../storage/local-disk.ts';
import { registerWebStatic } from '../plugins/web-static.ts';

export default fp(
  async (app) => {
    if (app.uploadsDir) await registerUploads(app, app.uploadsDir);
    await registerWebStatic(app, app.config.webDistDir);
  },
  { name: 'web-static', dependencies: ['config', 'storage'] },
);
