// The auth area: registration, sign-in, sessions, e-mail and password flows.
import fp from 'fastify-plugin';
import { createPasswordService, type PasswordService } from './password-service.ts';
import { authRoutes } from './routes.ts';
import { createAuthService, type AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    authService: AuthService;
    passwordService: PasswordService;
  }
}

export default fp(
  async (app) => {
    const deps = {
      db: app.db,
      mail: app.mailOutbox,
      config: app.config,
      log: app.log,
      background: app.background,
    };
    const authService = createAuthService(deps);
    const passwordService = createPasswordService(deps);
    app.decorate('authService', authService);
    app.decorate('passwordService', passwordService);
    app.operations.add(authRoutes(authService, passwordService));
  },
  { name: 'auth-area', dependencies: ['contract', 'database', 'mail-outbox', 'background'] },
);
