// The devices area: the member's device sessions and their revocation.
import fp from 'fastify-plugin';
import { deviceRoutes } from './routes.ts';
import { createDeviceService } from './service.ts';

export default fp(
  async (app) => {
    app.operations.add(deviceRoutes(createDeviceService(app.db)));
  },
  { name: 'devices', dependencies: ['contract', 'database'] },
);
