// The health area: liveness of the service and its database.
import fp from 'fastify-plugin';
import { serverPackageVersion } from '../repo-root.ts';
import { healthRoutes } from './routes.ts';
import { createHealthService } from './service.ts';

export default fp(
  async (app) => {
    app.operations.add(healthRoutes(createHealthService(app.db, serverPackageVersion())));
  },
  { name: 'health', dependencies: ['contract', 'database'] },
);
