// The owner's AI administration and the staff's feedback review (issue 15; spec 3 §2.8-§2.10):
// analytics over the AI area's records, its configuration (through app.aiService) and the
// resolution of members' feedback.
import fp from 'fastify-plugin';
import { aiAdminRoutes } from './routes.ts';
import { createAiAdminService, type AiAdminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    aiAdminService: AiAdminService;
  }
}

export default fp(
  async (app) => {
    const aiAdmin = createAiAdminService({ db: app.db, ai: app.aiService });
    // The demo seed resolves feedback through it (seed/demo-ai.ts).
    app.decorate('aiAdminService', aiAdmin);
    app.operations.add(aiAdminRoutes(aiAdmin));
  },
  { name: 'ai-admin', dependencies: ['contract', 'database', 'ai'] },
);
