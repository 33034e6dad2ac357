// Handlers of the moderation operations (spec 2 §7.6): staff only, as a guard on each route.
import { requireRole } from '../plugins/auth.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import { callerOf } from '../items/routes.ts';
import type { ModerationService } from './service.ts';

const staffOnly = [requireRole('owner', 'manager')];

export function moderationRoutes(moderation: ModerationService) {
  return defineRoutes({
    approveBike: {
      guards: staffOnly,
      async handler(request) {
        return moderation.approve('bike', request.params.id, callerOf(request));
      },
    },
    rejectBike: {
      guards: staffOnly,
      async handler(request) {
        return moderation.reject('bike', request.params.id, callerOf(request), request.body);
      },
    },
    unapproveBike: {
      guards: staffOnly,
      async handler(request) {
        return moderation.unapprove('bike', request.params.id, callerOf(request), request.body);
      },
    },
    listAdminItems: {
      guards: staffOnly,
      async handler(request) {
        return moderation.list(request.query, callerOf(request));
      },
    },
    approveAdminItem: {
      guards: staffOnly,
      async handler(request) {
        return moderation.approve(null, request.params.id, callerOf(request));
      },
    },
    rejectAdminItem: {
      guards: staffOnly,
      async handler(request) {
        return moderation.reject(null, request.params.id, callerOf(request), request.body);
      },
    },
    unapproveAdminItem: {
      guards: staffOnly,
      async handler(request) {
        return moderation.unapprove(null, request.params.id, callerOf(request), request.body);
      },
    },
    transferItemOwnership: {
      guards: staffOnly,
      async handler(request) {
        return moderation.transferOwnership(
          request.params.id,
          request.body.newOwnerId,
          callerOf(request),
        );
      },
    },
  });
}
