// Who may call an operation is declared once, as x-roles in openapi.yaml, and enforced by the
// contract binding (plugins/openapi.ts) for every operation that has it.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pedalswap/domain';
import { listOperations, type OpenApiDocument } from '../src/plugins/openapi-doc.ts';
import { registerContractRoutes } from '../src/plugins/openapi.ts';
import type { HandlerMap } from '../src/plugins/contract-types.ts';
import { call, useTestApp } from './helpers.ts';

const t = useTestApp();

describe('x-roles', () => {
  it('is on every staff operation of the contract, and only there', () => {
    const staffOnly = t.app.contract.operations
      .filter((op) => op.roles)
      .map((op) => `${op.operationId} ${op.roles!.join(',')}`);
    expect(staffOnly.sort()).toEqual(
      [
        ...[
          'adjustUserTokens',
          'adminResendVerification',
          'adminResetPassword',
          'approveAdminItem',
          'approveBike',
          'approveEvent',
          'bulkResolveFeedback',
          'completeOffer',
          'getAdminDashboard',
          'getFeedbackAnalytics',
          'getFeedbackStats',
          'getTransactionStats',
          'listAdminChats',
          'listAdminItems',
          'listAdminTransactions',
          'listAdminUsers',
          'listPendingFeedback',
          'rejectAdminItem',
          'rejectBike',
          'rejectEvent',
          'setUserStatus',
          'transferItemOwnership',
          'unapproveAdminItem',
          'unapproveBike',
        ].map((id) => `${id} owner,manager`),
        // Owner only (spec 3 §2.1: the audit log, AI analytics and configuration;
        // openapi.yaml setUserRole). AI feedback is both staff roles' (spec 3 §2.10); the
        // testing hub's calls are the owner's (spec 3 §2.1, §2.11).
        'aiBatchAnalyze owner',
        'aiCacheStats owner',
        'aiEnhanceListing owner',
        'aiTestPrompt owner',
        // Spec 3 §6: Make Offer and the item page's Complete Trade (spec 2 §6) are the owner's.
        'completeBikeTrade owner',
        'completeItemTrade owner',
        'createTokenOffer owner',
        'getAiCostMonitoring owner',
        'getAiPerformanceMetrics owner',
        'getAiSystemConfig owner',
        'getAiUsageStats owner',
        'listAuditLog owner',
        'setUserRole owner',
        'updateAiSystemConfig owner',
      ].sort(),
    );
  });

  it('refuses other roles with 403 and the spec message before the body is read', async () => {
    const member = await t.member();
    const res = await call(t.app, 'POST', `/api/admin/users/${member.id}/adjust-tokens`, {
      token: member.accessToken,
      payload: { amount: 'not a number' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'forbidden', message: MESSAGES.accessDeniedRole });
  });

  const docWith = (roles: unknown, security: unknown[]): OpenApiDocument => ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/things': {
        get: {
          operationId: 'getHealth',
          security,
          'x-roles': roles,
          responses: { '200': { description: 'ok' } },
        },
      },
    },
  });
  const bind = (doc: OpenApiDocument) => {
    const app = Fastify();
    const handlers: HandlerMap = {
      getHealth: { handler: async () => ({ status: 'ok', database: 'pglite', version: '1' }) },
    };
    const hook = async () => {};
    registerContractRoutes(app, {
      contract: { doc, source: '', operations: listOperations(doc) },
      handlers,
      authenticate: hook,
      authenticateOptional: hook,
      authenticateQueryToken: hook,
      authRateLimitPerMinute: 0,
      createRateLimitPerMinute: 0,
      validateResponses: false,
    });
  };

  it('stops the start on an x-roles that cannot be enforced or names an unknown role', () => {
    expect(() => bind(docWith(['owner'], []))).toThrow(/x-roles needs bearerAuth/);
    expect(() => bind(docWith(['owner'], [{}, { bearerAuth: [] }]))).toThrow(
      /x-roles needs bearerAuth/,
    );
    expect(() => bind(docWith(['admin'], [{ bearerAuth: [] }]))).toThrow(/unknown role "admin"/);
    expect(() => bind(docWith([], [{ bearerAuth: [] }]))).toThrow(/at least one role/);
    expect(() => bind(docWith(['owner', 'manager'], [{ bearerAuth: [] }]))).not.toThrow();
  });
});
