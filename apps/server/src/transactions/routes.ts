// Handlers of the balance, transaction history and staff operations (the adjustment and the
// staff lists are staff only by their x-roles in openapi.yaml).
import { callerOf } from '../plugins/caller.ts';
import { defineRoutes } from '../plugins/contract-types.ts';
import type { TransactionService } from './service.ts';

export function transactionRoutes(transactions: TransactionService) {
  return defineRoutes({
    getUserBalance: {
      async handler(request) {
        return transactions.getBalance(callerOf(request), request.params.id);
      },
    },
    listUserTransactions: {
      async handler(request) {
        return transactions.list(callerOf(request), request.params.id, request.query);
      },
    },
    listAdminTransactions: {
      async handler(request) {
        return transactions.listAll(request.query);
      },
    },
    getTransactionStats: {
      async handler(request) {
        return transactions.stats(request.query);
      },
    },
    adjustUserTokens: {
      async handler(request) {
        return transactions.adjust(callerOf(request), request.params.id, request.body);
      },
    },
  });
}
