// Infrastructure routes OUTSIDE the contract: the API reference and the contract itself. They
// are not operations of openapi.yaml (the contract describes the product's calls, and the
// contract's owners keep it), so they are registered here directly; /api/docs is reserved.
import type { FastifyInstance } from 'fastify';
import { renderDocs } from './render-docs.ts';

export function registerDocs(app: FastifyInstance) {
  let html: string | null = null;
  app.get('/api/docs', async (_request, reply) => {
    html ??= renderDocs(app.contract, app.implementedOperations);
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'content-security-policy',
        // Stricter than the app's policy (security-headers.ts): the page has no script at all.
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .send(html);
  });
  app.get('/api/docs/openapi.yaml', async (_request, reply) =>
    reply.type('application/yaml; charset=utf-8').send(app.contract.source),
  );
}
