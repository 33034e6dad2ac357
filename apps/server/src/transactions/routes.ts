// Handlers of the balance, transaction history and staff adjustment operations.
import { requireRole } from '../plugins/auth.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { TransactionService } from './service.ts';

export function transactionRoutes(transactions: TransactionService) {
  return defineRoutes({
    getUserBalance: {
      async handler(request) {
        return transactions.getBalance(request.user!, request.params.id);
      },
    },
    listUserTransactions: {
      async handler(request) {
        return transactions.list(request.user!, request.params.id, request.query);
      },
    },
    adjustUserTokens: {
      guards: [requireRole('owner', 'manager')],
      async handler(request) {
        return transactions.adjust(request.user!.id, request.params.id, request.body);
      },
    },
  });
}
