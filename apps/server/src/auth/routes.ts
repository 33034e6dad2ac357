// Handlers of the auth operations, bound to openapi.yaml by operationId.
import { MESSAGES } from '@pedalswap/domain';
import { defineRoutes } from '../plugins/contract-types.ts';
import { sessionCallerOf } from '../plugins/caller.ts';
import { PASSWORD_MESSAGES } from '@pedalswap/domain/accounts';
import type { PasswordService } from './password-service.ts';
import type { AuthService } from './service.ts';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

export function authRoutes(auth: AuthService, passwords: PasswordService) {
  return defineRoutes({
    register: {
      rateLimit: 'auth',
      async handler(request, reply) {
        const user = await auth.register(request.body);
        reply.code(201);
        return { message: MESSAGES.registrationSuccess, user };
      },
    },
    verifyEmail: {
      rateLimit: 'auth',
      async handler(request) {
        const user = await auth.verifyEmail(request.body);
        return { message: MESSAGES.emailVerified, user };
      },
    },
    resendVerification: {
      rateLimit: 'auth',
      async handler(request) {
        await auth.resendVerification(request.body);
        return { message: MESSAGES.verificationSent };
      },
    },
    login: {
      rateLimit: 'auth',
      async handler(request, reply) {
        // Tokens: no cache (browser, proxy) may keep the answer (issue 25, finding 11).
        void reply.header('cache-control', 'no-store');
        return auth.login(request.body, {
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
        });
      },
    },
    refreshToken: {
      rateLimit: 'auth',
      async handler(request, reply) {
        void reply.header('cache-control', 'no-store');
        return auth.refresh(request.body);
      },
    },
    logout: {
      rateLimit: 'auth',
      async handler(request) {
        await auth.logout(request.body);
        return { message: SIGNED_OUT_MESSAGE };
      },
    },
    forgotPassword: {
      rateLimit: 'auth',
      async handler(request) {
        await passwords.forgotPassword(request.body);
        return { message: PASSWORD_MESSAGES.resetRequested };
      },
    },
    resetPassword: {
      rateLimit: 'auth',
      async handler(request) {
        await passwords.resetPassword(request.body);
        return { message: PASSWORD_MESSAGES.resetDone };
      },
    },
    changePassword: {
      rateLimit: 'auth',
      async handler(request) {
        await passwords.changePassword(sessionCallerOf(request), request.body);
        return { message: PASSWORD_MESSAGES.changed };
      },
    },
  });
}
