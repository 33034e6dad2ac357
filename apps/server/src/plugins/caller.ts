// Who is calling, as the handlers and the contract binding see it: the signed-in caller that the
// auth hook put on the request (auth/authenticate.ts), and the guards that refuse callers. Only
// request.user is read here, so any area may use these without reaching into the auth area.
// Handlers hand services the caller as one of the values below, never the request.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MESSAGES, type Role } from '@pedalswap/domain';
import { AppError, GENERIC_MESSAGES } from '../errors.ts';

/** The signed-in member acting, as services take them. */
export interface Caller {
  id: string;
  role: Role;
}

/** The caller and the device session they signed in with (device and password calls). */
export interface SessionCaller extends Caller {
  sessionId: string;
}

function currentUser(request: FastifyRequest) {
  if (!request.user) throw new AppError(401, 'unauthorized', GENERIC_MESSAGES.unauthorized);
  return request.user;
}

/** The signed-in caller; only on bearerAuth operations, where the auth hook has run. */
export const callerOf = (request: FastifyRequest): Caller => ({
  id: currentUser(request).id,
  role: currentUser(request).role,
});

/** The caller with their device session; only on bearerAuth operations. */
export const sessionCallerOf = (request: FastifyRequest): SessionCaller => ({
  ...callerOf(request),
  sessionId: currentUser(request).sessionId,
});

/** The caller when the operation allows anonymous access too. */
export const viewerOf = (request: FastifyRequest): Caller | null =>
  request.user ? callerOf(request) : null;

/** Guard for actions that need a verified e-mail (spec 1 §4, "Pages needing verified e-mail"). */
export const requireVerifiedEmail: preHandlerAsyncHookHandler = async (request) => {
  if (!currentUser(request).emailVerified) {
    throw new AppError(403, 'email_not_verified', MESSAGES.verificationRequired);
  }
};

/**
 * Guard for operations limited to some roles. The binding adds it from the operation's
 * `x-roles` in openapi.yaml; handlers do not repeat it.
 */
export function requireRole(...roles: readonly Role[]): preHandlerAsyncHookHandler {
  return async (request) => {
    if (!roles.includes(currentUser(request).role)) {
      throw new AppError(403, 'forbidden', MESSAGES.accessDeniedRole);
    }
  };
}
