// Handlers of the staff panel's member, audit and dashboard operations. Who may call each is its
// x-roles in openapi.yaml (owner only: setUserRole, listAuditLog), enforced by the contract
// binding before the handler runs; the finer rules are the service's.
import { callerOf } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { AuditService } from '../audit/service.ts';
import type { AdminService } from './service.ts';

export function adminRoutes(admin: AdminService, audit: AuditService) {
  return defineRoutes({
    getAdminDashboard: {
      async handler() {
        return admin.dashboard();
      },
    },
    listAdminUsers: {
      async handler(request) {
        return admin.listUsers(request.query);
      },
    },
    setUserStatus: {
      async handler(request) {
        return admin.setStatus(callerOf(request), request.params.id, request.body);
      },
    },
    setUserRole: {
      async handler(request) {
        return admin.setRole(callerOf(request), request.params.id, request.body.role);
      },
    },
    adminResendVerification: {
      async handler(request) {
        return admin.resendVerification(callerOf(request), request.params.id);
      },
    },
    adminResetPassword: {
      async handler(request) {
        return admin.resetPassword(callerOf(request), request.params.id);
      },
    },
    listAuditLog: {
      async handler(request) {
        return audit.list(request.query);
      },
    },
  });
}
