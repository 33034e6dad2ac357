// Handlers of the balance, transaction history and staff adjustment operations (the adjustment
// is staff only by its x-roles in openapi.yaml).
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
      async handler(request) {
        return transactions.adjust(request.user!.id, request.params.id, request.body);
      },
    },
  });
}
