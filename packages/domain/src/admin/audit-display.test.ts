import { describe, expect, it } from 'vitest';
import {
  auditActionLabel,
  auditObjectKind,
  auditSummary,
  auditTargetRole,
} from './audit-display.ts';

const auditLabelsOf = (actions: string[]) => actions.map(auditActionLabel);

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
    expect(auditSummary('offer_accepted', { offerType: 'tokens', tokenAmount: 120 })).toBe(
      'Offer of 120 tokens',
    );
    expect(
      auditSummary('offer_rejected', { offerType: 'cash', cashAmount: 250, comment: 'Too low' }),
    ).toBe('Offer of $250.00: Too low');
    expect(
      auditSummary('offer_rejected', {
        offerType: 'tokens',
        tokenAmount: 90,
        previousStatus: 'accepted',
      }),
    ).toBe('Offer of 90 tokens (trade called off)');
    expect(auditSummary('event_rejected', { rejectionReason: 'Add the meeting point' })).toBe(
      'Reason: Add the meeting point',
    );
    expect(auditLabelsOf(['offer_accepted', 'event_approved'])).toEqual([
      'Offer accepted',
      'Event approved',
    ]);
  });
});

describe('audit entry parties and objects (issue 30 item 6)', () => {
  it('names what the member was to the action, and the object by its kind', () => {
    expect(auditTargetRole('trade_completed')).toBe('Seller');
    expect(auditTargetRole('offer_accepted')).toBe('Bidder');
    expect(auditTargetRole('event_approved')).toBe('Organizer');
    expect(auditTargetRole('user_suspended')).toBe('Member');
    expect(auditObjectKind({ eventId: 'e-1' })).toBe('Event');
    expect(auditObjectKind({ itemType: 'part' })).toBe('Part');
    expect(auditObjectKind({})).toBe('Item');
  });
});
