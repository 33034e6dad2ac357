// The health area: liveness of the service and its database, and readiness for traffic.
import fp from 'fastify-plugin';
import { serverPackageVersion } from '../repo-root.ts';
import { healthRoutes } from './routes.ts';
import { createHealthService, type HealthService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics' pedalswap_database_up asks the same readiness check. */
    healthService: HealthService;
  }
}

export default fp(
  async (app) => {
    const healthService = createHealthService(app.db, serverPackageVersion());
    app.decorate('healthService', healthService);
    app.operations.add(healthRoutes(healthService));
  },
  { name: 'health', dependencies: ['contract', 'database'] },
);
