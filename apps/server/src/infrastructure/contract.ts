// Infrastructure plugin: openapi.yaml loaded once (app.contract) and the registry the area
// plugins hand their handlers to (app.operations.add). The binding itself (plugins/openapi.ts)
// runs once, after every area, in bindContract below: only then can it tell which operations
// have no handler and which handler has no operation.
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { HandlerMap } from '../plugins/contract-types.ts';
import { loadContract, type Contract } from '../plugins/openapi-doc.ts';
import { registerContractRoutes, type ContractViolation } from '../plugins/openapi.ts';

declare module 'fastify' {
  interface FastifyInstance {
    contract: Contract;
    /** Where each area plugin registers the handlers of its operations. */
    operations: { add(handlers: HandlerMap): void };
    /** Operation ids of the contract bound to a handler / not yet implemented (not registered). */
    implementedOperations: string[];
    unimplementedOperations: string[];
    /** Responses that broke the contract (only collected when config.validateResponses). */
    contractViolations: ContractViolation[];
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}

const handlersOf = new WeakMap<FastifyInstance, HandlerMap>();

export default fp(
  async (app) => {
    const handlers: HandlerMap = {};
    handlersOf.set(app, handlers);
    app.decorate('contract', loadContract(app.config.openapiPath));
    app.decorate('operations', {
      add(more: HandlerMap) {
        for (const id of Object.keys(more))
          if (id in handlers) throw new Error(`Two handlers for operation "${id}"`);
        Object.assign(handlers, more);
      },
    });
    app.decorate('contractViolations', []);
    app.decorate('implementedOperations', [] as string[]);
    app.decorate('unimplementedOperations', [] as string[]);
  },
  { name: 'contract', dependencies: ['config', 'auth'] },
);

/** Registers every handled operation under /api; register it after the area plugins. */
export async function bindContract(app: FastifyInstance) {
  const root = app;
  const handlers = handlersOf.get(root);
  if (!handlers) throw new Error('register the contract plugin first');
  await app.register(
    async (api) => {
      const bound = registerContractRoutes(api, {
        contract: root.contract,
        handlers,
        authenticate: root.auth.authenticate,
        authenticateOptional: root.auth.authenticateOptional,
        authenticateQueryToken: root.auth.authenticateQueryToken,
        authRateLimitPerMinute: root.config.authRateLimitPerMinute,
        createRateLimitPerMinute: root.config.createRateLimitPerMinute,
        validateResponses: root.config.validateResponses,
      });
      root.implementedOperations.push(...bound.implemented);
      root.unimplementedOperations.push(...bound.unimplemented);
    },
    { prefix: '/api' },
  );
  if (root.unimplementedOperations.length > 0) {
    root.log.debug(
      { operations: root.unimplementedOperations },
      'contract operations without a handler (not served)',
    );
  }
}
