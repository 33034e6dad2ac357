// Handlers of the moderation operations (spec 2 §7.6). Staff only: each operation's x-roles in
// openapi.yaml, enforced by the contract binding before the handler runs.
import { defineRoutes } from '../plugins/contract-types.ts';
import { callerOf } from '../plugins/caller.ts';
import type { ModerationService } from './service.ts';

export function moderationRoutes(moderation: ModerationService) {
  return defineRoutes({
    approveBike: {
      async handler(request) {
        return moderation.approve('bike', request.params.id, callerOf(request));
      },
    },
    rejectBike: {
      async handler(request) {
        return moderation.reject('bike', request.params.id, callerOf(request), request.body);
      },
    },
    unapproveBike: {
      async handler(request) {
        return moderation.unapprove('bike', request.params.id, callerOf(request), request.body);
      },
    },
    listAdminItems: {
      async handler(request) {
        return moderation.list(request.query, callerOf(request));
      },
    },
    approveAdminItem: {
      async handler(request) {
        return moderation.approve(null, request.params.id, callerOf(request));
      },
    },
    rejectAdminItem: {
      async handler(request) {
        return moderation.reject(null, request.params.id, callerOf(request), request.body);
      },
    },
    unapproveAdminItem: {
      async handler(request) {
        return moderation.unapprove(null, request.params.id, callerOf(request), request.body);
      },
    },
    transferItemOwnership: {
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
