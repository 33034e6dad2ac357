import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditSummary } from './audit-display.ts';

describe('audit entries as the log shows them', () => {
  it('labels known actions and spells out unknown ones', () => {
    expect(auditActionLabel('tokens_adjusted')).toBe('Tokens adjusted');
    expect(auditActionLabel('something_new')).toBe('something new');
  });
  it('sums up the details', () => {
    expect(
      auditSummary('tokens_adjusted', { amount: 250, reason: 'Prize', balanceAfter: 300 }),
    ).toBe('+250 tokens: Prize (balance 300)');
    expect(auditSummary('item_rejected', { rejectionReason: 'Blurry photos' })).toBe(
      'Reason: Blurry photos',
    );
    expect(auditSummary('login_failed', { attemptCount: 3, attemptedFrom: '10.0.0.1' })).toBe(
      '3 attempts from 10.0.0.1',
    );
    expect(
      auditSummary('ownership_transferred', { newOwnerName: 'Ana', previousOwnerName: 'Bo' }),
    ).toBe('From Bo to Ana');
    expect(auditSummary('feedback_resolved', { count: 2, actionTaken: 'accepted' })).toBe(
      '2 item(s) accepted',
    );
    expect(auditSummary('item_approved', {})).toBe('');
  });
});
