// Status changes go through the item-lifecycle machine (packages/machines): the server never
// decides a transition by itself, so client buttons and server answers cannot disagree.
import {
  ITEM_MESSAGES,
  ITEM_TYPE_LABELS,
  itemStatusLabel,
  type ItemStatus,
} from '@pedalswap/domain/items';
import {
  itemLifecycleDecision,
  type ItemLifecycleEvent,
  type ItemLifecycleEventType,
} from '@pedalswap/machines';
import { AppError } from '../errors.ts';
import type { ItemRow } from './repository.ts';

const VERBS: Record<ItemLifecycleEventType, string> = {
  SUBMIT: 'submitted for review',
  PUBLISH: 'published',
  APPROVE: 'approved',
  REJECT: 'rejected',
  UNAPPROVE: 'unapproved',
  UNPUBLISH: 'removed from the catalog',
  OFFER_ACCEPTED: 'traded',
  TRADE_CANCELLED: 'returned to the catalog',
  TRADE_COMPLETED: 'marked as traded',
  TRANSFER_OWNERSHIP: 'given to another member',
  EDIT: 'edited',
  DELETE: 'deleted',
};

/** Who may send each event, for the 403 message when the status allows it but the caller not. */
const ACTOR_MESSAGES: Partial<Record<ItemLifecycleEventType, string>> = {
  APPROVE: ITEM_MESSAGES.staffOnly,
  REJECT: ITEM_MESSAGES.staffOnly,
  PUBLISH: ITEM_MESSAGES.staffOnly,
  TRADE_COMPLETED: ITEM_MESSAGES.staffOnly,
  TRADE_CANCELLED: ITEM_MESSAGES.staffOnly,
  TRANSFER_OWNERSHIP: ITEM_MESSAGES.staffOnly,
  UNAPPROVE: ITEM_MESSAGES.unapproveOwn,
};

export const invalidTransition = (row: Pick<ItemRow, 'item_type' | 'status'>, type: string) =>
  new AppError(
    409,
    'invalid_transition',
    `A ${ITEM_TYPE_LABELS[row.item_type].toLowerCase()} in status "${itemStatusLabel(row.status)}" cannot be ${
      VERBS[type as ItemLifecycleEventType] ?? 'changed this way'
    }.`,
  );

export interface Decided {
  status: ItemStatus;
  rejectionReason: string | null;
  changed: boolean;
}

/**
 * The machine's answer for this item and event: the next status, or 409 `invalid_transition`
 * when the status never allows the event, 403 when the caller may not send it.
 */
export function decideOrThrow(row: ItemRow, event: ItemLifecycleEvent): Decided {
  const decision = itemLifecycleDecision(row.status, event, row.rejection_reason);
  if (decision.allowed) return decision;
  if (decision.refusal === 'status') throw invalidTransition(row, event.type);
  throw new AppError(
    403,
    'forbidden',
    ACTOR_MESSAGES[event.type] ?? ITEM_MESSAGES.notAuthorizedToEdit,
  );
}
