// Handler of the health operation.
import { defineRoutes } from '../plugins/contract-types.ts';
import type { HealthService } from './service.ts';

export function healthRoutes(health: HealthService) {
  return defineRoutes({
    getHealth: {
      async handler() {
        return health.check();
      },
    },
    getReadiness: {
      async handler() {
        return health.ready();
      },
    },
  });
}
