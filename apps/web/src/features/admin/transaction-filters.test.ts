import { describe, expect, it } from 'vitest';
import type { Transaction } from '@pedalswap/api-client';
import { NO_TRANSACTION_FILTERS } from '@pedalswap/domain/admin';
import {
  readTransactionFilters,
  transactionFilterProblem,
  transactionFilterSearch,
  transactionPageHref,
  transactionQuery,
} from './transaction-filters.ts';
import { filterLabels, toTransactionRow } from './transaction-rows.ts';

const MEMBER = '00000000-0000-4000-8000-0000000000a1';
const STAFF = '00000000-0000-4000-8000-0000000000b2';
const read = (search: string) => readTransactionFilters(new URLSearchParams(search));

describe('the staff ledger URL (spec 3 §7.1 filters)', () => {
  it('reads every filter of the contract and the page', () => {
    expect(
      read(
        `transactionType=adjustment&status=completed&startDate=2026-11-01&endDate=2026-11-30&userId=${MEMBER}&adminId=${STAFF}&page=3`,
      ),
    ).toEqual({
      filters: {
        transactionType: 'adjustment',
        status: 'completed',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        userId: MEMBER,
        adminId: STAFF,
      },
      page: 3,
    });
  });

  it('reads anything unreadable as no filter, so a bad address never reaches the server', () => {
    expect(
      read('transactionType=gift&status=lost&startDate=2026-13&userId=1&adminId=x&page=-2'),
    ).toEqual({ filters: NO_TRANSACTION_FILTERS, page: 1 });
    expect(read('transactionType=toString').filters.transactionType).toBe('all');
  });

  it('writes only the filters that are set, and links the other page with them', () => {
    const filters = { ...NO_TRANSACTION_FILTERS, status: 'pending' as const, userId: MEMBER };
    expect(transactionFilterSearch(filters).toString()).toBe(`status=pending&userId=${MEMBER}`);
    expect(transactionPageHref('/admin/transaction-stats', filters)).toBe(
      `/admin/transaction-stats?status=pending&userId=${MEMBER}`,
    );
    expect(transactionPageHref('/admin/transactions', NO_TRANSACTION_FILTERS)).toBe(
      '/admin/transactions',
    );
    expect(transactionQuery(filters)).toEqual({ status: 'pending', userId: MEMBER });
  });

  it('names a start after the end before the call', () => {
    const range = { ...NO_TRANSACTION_FILTERS, startDate: '2026-12-01', endDate: '2026-11-01' };
    expect(transactionFilterProblem(range)).toBe('Start date must be on or before the end date');
    expect(transactionFilterProblem({ ...range, endDate: '2026-12-01' })).toBeUndefined();
  });
});

describe('a transaction row', () => {
  const trade = {
    id: 't1',
    userId: MEMBER,
    userName: 'Maya Hood',
    userEmail: 'maya@example.com',
    status: 'completed',
    transactionType: 'earned',
    tokenAmount: 1200,
    cashAmount: 150.5,
    description: 'Trade completed',
    itemId: 'i1',
    itemName: 'Surly Cross-Check',
    itemType: 'bike',
    adminId: STAFF,
    adminName: 'Rosa Delgado',
    createdAt: '2026-11-20T10:00:00Z',
    balanceBefore: 0,
    balanceAfter: 1200,
  } as Transaction;

  it('links the member, the item and the staff member', () => {
    expect(toTransactionRow(trade)).toMatchObject({
      member: { id: MEMBER, name: 'Maya Hood', email: 'maya@example.com' },
      item: { name: 'Surly Cross-Check', href: '/items/bike/i1' },
      staff: { id: STAFF, name: 'Rosa Delgado' },
      cashAmount: 150.5,
    });
    const bare = toTransactionRow({ ...trade, userName: null, itemType: null, adminId: null });
    expect(bare.member.name).toBe('maya@example.com');
    expect(bare.item).toBeUndefined();
    expect(bare.staff).toBeUndefined();
  });

  it('names the filtered member and staff member from the rows', () => {
    const filters = { userId: MEMBER, adminId: STAFF };
    expect(filterLabels(filters, [trade])).toEqual({
      memberLabel: 'Maya Hood',
      staffLabel: 'Rosa Delgado',
    });
    expect(filterLabels(filters, [])).toEqual({});
    expect(filterLabels({ userId: '', adminId: '' }, [trade])).toEqual({});
  });
});
