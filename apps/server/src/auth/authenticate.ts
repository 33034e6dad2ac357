// Authentication as a hook: the contract binding (plugins/openapi.ts) adds `authenticate` to every operation whose
// contract security names bearerAuth, so handlers never repeat it. The JWT alone is not enough:
// the device session row must still be live, so revoking a session stops it at once.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES, SESSION, normalizeRole, type Role } from '@pedalswap/domain';
import type { Db } from '../db/db.ts';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';
import { findActiveSession, liveSessionIds, touchSession } from './repository.ts';
import type { TokenSigner } from './tokens.ts';

export interface AuthUser {
  id: string;
  role: Role;
  emailVerified: boolean;
  sessionId: string;
}

const INACTIVITY_SECONDS = SESSION.inactivityExpiryMs / 1000;

const unauthorized = (message: string = GENERIC_MESSAGES.unauthorized, code = 'unauthorized') =>
  new AppError(401, code, message);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? (match[1] ?? null) : null;
}

export function createAuthenticators(db: Db, signer: TokenSigner) {
  async function resolve(request: FastifyRequest, token: string): Promise<AuthUser> {
    const claims = await signer.verify(token);
    if (!claims) throw unauthorized(MESSAGES.sessionExpired, 'invalid_token');
    const row = await findActiveSession(db, claims.sessionId, claims.userId, INACTIVITY_SECONDS);
    if (!row) throw unauthorized(MESSAGES.sessionExpired, 'session_expired');
    // 401 rather than 403: a suspended member's client then ends the session, and every
    // bearer operation of the contract declares 401.
    if (row.account_status === 'suspended')
      throw unauthorized(MESSAGES.accountSuspended, 'account_suspended');
    if (row.needs_touch) {
      await touchSession(db, claims.sessionId, INACTIVITY_SECONDS).catch((err: unknown) =>
        request.log.warn({ err }, 'could not record session activity'),
      );
    }
    return {
      id: row.user_id,
      role: normalizeRole(row.role),
      emailVerified: row.email_verified,
      sessionId: claims.sessionId,
    };
  }

  const authenticate: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    request.user = await resolve(request, token);
  };

  /**
   * For the event streams (security queryToken): the header, or the `token` query parameter
   * that EventSource needs. The logger redacts it from every request line (plugins/logging.ts).
   */
  const authenticateQueryToken: preHandlerAsyncHookHandler = async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const token = bearerToken(request) ?? (typeof query.token === 'string' ? query.token : null);
    if (!token) throw unauthorized();
    request.user = await resolve(request, token);
  };

  /** For operations that allow anonymous callers too: a bad token is still refused. */
  const authenticateOptional: preHandlerAsyncHookHandler = async (request) => {
    const token = bearerToken(request);
    if (token) request.user = await resolve(request, token);
  };

  /** Which of these sessions still pass the check above (for the open event streams). */
  const liveSessions = async (sessionIds: readonly string[]) =>
    new Set(
      (await liveSessionIds(db, sessionIds, INACTIVITY_SECONDS)).map((r) => r.id),
    ) as ReadonlySet<string>;

  return { authenticate, authenticateOptional, authenticateQueryToken, liveSessions };
}

export type Authenticators = ReturnType<typeof createAuthenticators>;
