import { defineRoutes } from '../plugins/contract-types.ts';
import type { AuthService } from '../auth/service.ts';

export function userRoutes(auth: AuthService) {
  return defineRoutes({
    getProfile: {
      async handler(request) {
        // The contract marks this operation bearerAuth, so the auth hook has set request.user.
        return { user: await auth.profile(request.user!.id) };
      },
    },
  });
}
