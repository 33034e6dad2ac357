// Typed decorators of the app (Fastify convention: infrastructure as plugins with typed
// decorators). Importing this module anywhere applies the augmentation.
import type { Config } from './config.ts';
import type { Db } from './db/db.ts';
import type { BackgroundWork } from './jobs/background.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Contract } from './plugins/openapi-doc.ts';
import type { AuthUser, Authenticators } from './plugins/auth.ts';

export interface ContractViolation {
  operationId: string;
  method: string;
  url: string;
  statusCode: number;
  problem: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    contract: Contract;
    /** Operation ids of the contract bound to a handler / not yet implemented (not registered). */
    implementedOperations: string[];
    unimplementedOperations: string[];
    /** Responses that broke the contract (only collected when config.validateResponses). */
    contractViolations: ContractViolation[];
    /** Work that runs after the answer (e-mails whose timing must not show). */
    background: BackgroundWork;
    /** The auth hooks, for routes registered outside the contract (test-only routes). */
    auth: Authenticators;
  }
  interface FastifyRequest {
    /** Set by the auth hook on operations whose contract requires (or allows) bearerAuth. */
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
}
