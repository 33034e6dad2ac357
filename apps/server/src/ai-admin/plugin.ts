// The owner's AI administration and the staff's feedback review (issue 15; spec 3 §2.8-§2.10):
// analytics over the AI area's records, its configuration (through app.aiService) and the
// resolution of members' feedback.
import fp from 'fastify-plugin';
import { aiAdminRoutes } from './routes.ts';
import { createAiAdminService } from './service.ts';

export default fp(
  async (app) => {
    app.operations.add(aiAdminRoutes(createAiAdminService({ db: app.db, ai: app.aiService })));
  },
  { name: 'ai-admin', dependencies: ['contract', 'database', 'ai'] },
);
