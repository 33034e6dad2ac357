// The admin area: the staff panel's members, audit log and dashboard (spec 3 §2.2, §2.6, §2.7).
// Listings, offers, chats and token adjustments stay with their own areas.
import fp from 'fastify-plugin';
import { createAuditService } from '../audit/service.ts';
import { adminRoutes } from './routes.ts';
import { createAdminService, type AdminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    adminService: AdminService;
  }
}

export default fp(
  async (app) => {
    const admin = createAdminService({
      db: app.db,
      mailer: app.mailOutbox,
      events: app.events,
      appUrl: app.config.appUrl,
      log: app.log,
    });
    // The demo seed suspends a member through it (seed/demo-staff.ts).
    app.decorate('adminService', admin);
    app.operations.add(adminRoutes(admin, createAuditService(app.db)));
  },
  { name: 'admin', dependencies: ['contract', 'database', 'mail', 'events', 'auth-area'] },
);
