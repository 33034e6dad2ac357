// The transactions area: the member's token balance and history.
import fp from 'fastify-plugin';
import { transactionRoutes } from './routes.ts';
import { createTransactionService } from './service.ts';

export default fp(
  async (app) => {
    app.operations.add(transactionRoutes(createTransactionService(app.db)));
  },
  { name: 'transactions', dependencies: ['contract', 'database'] },
);
