// The transactions area: the member's token balance and history.
import fp from 'fastify-plugin';
import { transactionRoutes } from './routes.ts';
import { createTransactionService, type TransactionService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    transactionService: TransactionService;
  }
}

export default fp(
  async (app) => {
    const transactions = createTransactionService(app.db);
    // The demo seed makes a staff token adjustment through it (seed/demo-staff.ts).
    app.decorate('transactionService', transactions);
    app.operations.add(transactionRoutes(transactions));
  },
  { name: 'transactions', dependencies: ['contract', 'database'] },
);
