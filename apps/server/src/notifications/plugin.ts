// The notifications area: the in-app notification list and its read state.
import fp from 'fastify-plugin';
import { notificationRoutes } from './routes.ts';
import { createNotificationService } from './service.ts';

export default fp(
  async (app) => {
    app.operations.add(notificationRoutes(createNotificationService(app.db)));
  },
  { name: 'notifications', dependencies: ['contract', 'database'] },
);
