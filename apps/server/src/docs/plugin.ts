// The docs area: the API reference page and the contract itself, outside the contract.
import fp from 'fastify-plugin';
import { registerDocs } from './routes.ts';

export default fp(
  async (app) => {
    registerDocs(app);
  },
  { name: 'docs', dependencies: ['contract'] },
);
