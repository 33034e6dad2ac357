// How an audit entry reads on the owner's Audit Log (spec 3 §2.7, §3 Audit entry): a label per
// action of the contract's list and one sentence from its details.
import { ITEM_TYPE_LABELS, isItemType } from '../items/item-types.ts';
import { formatOfferAmount } from '../shared/format.ts';

export const AUDIT_ACTION_LABELS = {
  user_suspended: 'User suspended',
  user_reactivated: 'User reactivated',
  role_changed: 'Role changed',
  verification_resent: 'Verification resent',
  password_reset_sent: 'Password reset sent',
  tokens_adjusted: 'Tokens adjusted',
  item_approved: 'Item approved',
  item_rejected: 'Item rejected',
  item_unapproved: 'Item unapproved',
  token_offer_sent: 'Token offer sent',
  trade_completed: 'Trade completed',
  ownership_transferred: 'Ownership transferred',
  offer_accepted: 'Offer accepted',
  offer_rejected: 'Offer rejected',
  event_approved: 'Event approved',
  event_rejected: 'Event rejected',
  ai_config_updated: 'AI configuration updated',
  feedback_resolved: 'Feedback resolved',
  login_failed: 'Failed sign-in',
  account_locked: 'Account locked',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const auditActionLabel = (action: string) =>
  (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action.replaceAll('_', ' ');

export interface AuditDetails {
  newRole?: string;
  newStatus?: string;
  bikeName?: string;
  rejectionReason?: string;
  tokenAmount?: number;
  amount?: number;
  reason?: string;
  balanceAfter?: number;
  newOwnerName?: string;
  previousOwnerName?: string;
  attemptCount?: number;
  attemptedFrom?: string;
  lockedUntil?: string;
  offerType?: string;
  cashAmount?: number;
  comment?: string;
  previousStatus?: string;
  eventName?: string;
  actionTaken?: string;
  count?: number;
}

/** "Offer of 120 tokens", "Offer of $250.00"; empty when the entry names no amount. */
function offerAmount(d: AuditDetails): string {
  if (d.offerType === 'cash' && d.cashAmount !== undefined)
    return `Offer of ${formatOfferAmount({ offerType: 'cash', amount: d.cashAmount })}`;
  if (d.tokenAmount !== undefined)
    return `Offer of ${formatOfferAmount({ offerType: 'tokens', amount: d.tokenAmount })}`;
  return '';
}

/** One sentence of what the entry's details say; empty when they add nothing. */
export function auditSummary(action: string, d: AuditDetails): string {
  switch (action) {
    case 'role_changed':
      return d.newRole ? `New role: ${d.newRole}` : '';
    case 'user_suspended':
    case 'user_reactivated':
      return d.newStatus ? `New status: ${d.newStatus}` : '';
    case 'tokens_adjusted': {
      const amount = d.amount ?? d.tokenAmount ?? 0;
      const signed = amount > 0 ? `+${amount}` : String(amount);
      return `${signed} tokens${d.reason ? `: ${d.reason}` : ''}${
        d.balanceAfter === undefined ? '' : ` (balance ${d.balanceAfter})`
      }`;
    }
    case 'item_rejected':
    case 'item_unapproved':
      return d.rejectionReason ? `Reason: ${d.rejectionReason}` : '';
    case 'token_offer_sent':
    case 'trade_completed':
      return d.tokenAmount === undefined ? '' : `${d.tokenAmount} tokens`;
    case 'offer_accepted':
    case 'offer_rejected': {
      // Rejecting an accepted offer calls the trade off (openapi.yaml rejectOffer).
      const calledOff = action === 'offer_rejected' && d.previousStatus === 'accepted';
      const head = [offerAmount(d), calledOff ? '(trade called off)' : '']
        .filter(Boolean)
        .join(' ');
      if (!d.comment) return head;
      return head ? `${head}: ${d.comment}` : d.comment;
    }
    case 'event_rejected':
      return d.rejectionReason ? `Reason: ${d.rejectionReason}` : '';
    case 'ownership_transferred':
      return d.newOwnerName ? `From ${d.previousOwnerName ?? 'unknown'} to ${d.newOwnerName}` : '';
    case 'feedback_resolved':
      return d.count === undefined ? '' : `${d.count} item(s) ${d.actionTaken ?? 'resolved'}`;
    case 'login_failed':
    case 'account_locked':
      return [
        d.attemptCount === undefined ? '' : `${d.attemptCount} attempts`,
        d.attemptedFrom ? `from ${d.attemptedFrom}` : '',
      ]
        .filter(Boolean)
        .join(' ');
    default:
      return '';
  }
}

/**
 * What the entry's member was to the action (issue 30 item 6: a completed trade named its seller
 * "Member"): the server records the item's owner for trades and token offers, the bidder for an
 * answered offer, the organizer for an event review, the new owner for a transfer.
 */
const AUDIT_TARGET_ROLES: Partial<Record<AuditAction, string>> = {
  trade_completed: 'Seller',
  token_offer_sent: 'Owner',
  offer_accepted: 'Bidder',
  offer_rejected: 'Bidder',
  ownership_transferred: 'New owner',
  item_approved: 'Owner',
  item_rejected: 'Owner',
  item_unapproved: 'Owner',
  event_approved: 'Organizer',
  event_rejected: 'Organizer',
};

export const auditTargetRole = (action: string): string =>
  (AUDIT_TARGET_ROLES as Record<string, string>)[action] ?? 'Member';

/** The object an entry links to, by its kind: "Event", or the item type's label ("Bike"). */
export function auditObjectKind(d: { itemType?: string; eventId?: string }): string {
  if (d.eventId) return 'Event';
  return isItemType(d.itemType) ? ITEM_TYPE_LABELS[d.itemType] : 'Item';
}
