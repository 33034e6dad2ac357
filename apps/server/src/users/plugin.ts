// The users area: the member's own profile and avatar, other members' public data.
import fp from 'fastify-plugin';
import { userRoutes } from './routes.ts';
import { createUserService, type UserService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    userService: UserService;
  }
}

export default fp(
  async (app) => {
    const userService = createUserService({
      db: app.db,
      mailer: app.mailOutbox,
      storage: app.storage,
      config: app.config,
      log: app.log,
    });
    app.decorate('userService', userService);
    app.operations.add(userRoutes(app.authService, userService));
  },
  { name: 'users', dependencies: ['contract', 'auth-area', 'storage'] },
);
