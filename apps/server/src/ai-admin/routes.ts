// Handlers of the owner's AI administration (tag ai-admin, x-roles owner) and the staff's
// feedback review (tag feedback, x-roles owner and manager): the contract binding checks the
// role and the parameters' shapes before these run; the service checks the rest.
import { callerOf } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { AiAdminService } from './service.ts';

export function aiAdminRoutes(admin: AiAdminService) {
  return defineRoutes({
    getAiSystemConfig: {
      async handler() {
        return admin.systemConfig();
      },
    },
    updateAiSystemConfig: {
      async handler(request) {
        return admin.updateSystemConfig(callerOf(request), request.body);
      },
    },
    getAiUsageStats: {
      async handler(request) {
        return admin.usageStats(request.query);
      },
    },
    getAiCostMonitoring: {
      async handler(request) {
        return admin.costMonitoring(request.query.period);
      },
    },
    getAiPerformanceMetrics: {
      async handler(request) {
        return admin.performance(request.query.hours);
      },
    },
    listPendingFeedback: {
      async handler(request) {
        return admin.pendingFeedback(request.query);
      },
    },
    getFeedbackStats: {
      async handler(request) {
        return admin.feedbackStats(request.query.days);
      },
    },
    getFeedbackAnalytics: {
      async handler(request) {
        return admin.feedbackAnalytics(request.query.days);
      },
    },
    bulkResolveFeedback: {
      async handler(request) {
        return admin.bulkResolve(callerOf(request), request.body);
      },
    },
  });
}
