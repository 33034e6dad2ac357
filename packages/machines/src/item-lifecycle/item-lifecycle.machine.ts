/*
 * Item lifecycle (spec 2 §3.2, §4.1, §6). Pure transition logic, no effects: the server asks
 * it whether a requested status change is allowed for the caller (itemLifecycleDecision), the
 * client asks which actions to offer (availableItemActions). Both resolve a snapshot from the
 * stored status with machine.resolveState and use xstate's pure `transition`.
 *
 * States are the five statuses, flat:
 *   draft           the owner's private listing. SUBMIT: an ordinary owner goes to
 *                   pending_review; an owner with role owner/manager is published directly
 *                   ("publishedDirectly"). PUBLISH: staff publish anyone's draft.
 *   pending_review  waits for staff. APPROVE (staff) publishes; REJECT (staff, reason) returns
 *                   to draft; PUBLISH (staff) publishes as approval does; UNPUBLISH (the owner)
 *                   withdraws the submission back to draft.
 *   published       in the public catalog. UNPUBLISH ('Remove from Catalog', the owner) and
 *                   UNAPPROVE (staff who do not own it, reason) return to draft;
 *                   OFFER_ACCEPTED (the owner accepting, or staff) moves to pending_trade.
 *   pending_trade   a trade waits for staff to complete it. TRADE_COMPLETED (staff) moves to
 *                   trade_complete; TRADE_CANCELLED (staff: the accepted offer fell through)
 *                   returns to published. Nothing else: no edit, delete, unpublish or transfer
 *                   while a trade is under way.
 *   trade_complete  finished; ownership has passed to the staff member. SUBMIT / PUBLISH as
 *                   from draft ("lets the staff member publish it"); TRANSFER_OWNERSHIP (staff)
 *                   resets it to draft for the new owner.
 *
 * Decision on rejection (the spec leaves the resulting status open): REJECT returns the item
 * to draft and keeps the reason in context.rejectionReason (the server's rejection_reason
 * column, openapi.yaml Item.rejectionReason), so the owner sees why in the editor, fixes the
 * listing and submits it again. UNAPPROVE does the same. Publishing (APPROVE, PUBLISH, a
 * direct SUBMIT) clears the reason.
 *
 * EDIT of a published listing by an owner who is not staff, when the edit changes what review
 * checked (event.review, decided by @pedalswap/domain's editNeedsReview), sends it back to
 * pending_review: our product decision (README "Product decisions"), so a renamed listing is
 * never shown in the catalog unreviewed. Other edits, and staff's own, keep it published.
 *
 * EDIT, DELETE and TRANSFER_OWNERSHIP outside trade_complete go back to the state they come
 * from (a self-transition that enters nothing, rather than a targetless one, which
 * snapshot.can would report as "not possible"): they are here so that "may this happen in
 * this status, for this caller" has one answer for server and client alike.
 *
 * Every event carries the caller as { role, isOwner } (isOwner: the caller owns the item).
 */
import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { isStaff, type Role } from '@pedalswap/domain';
import type { ItemStatus } from '@pedalswap/domain/item-types';

export interface ItemActor {
  role: Role | string;
  /** The caller owns the item. */
  isOwner: boolean;
}

export interface ItemLifecycleContext {
  /** The last staff rejection or unapproval reason, kept until the item is published. */
  rejectionReason: string | null;
}

type WithActor<T extends string> = { type: T; actor: ItemActor };
type WithReason<T extends string> = WithActor<T> & { reason: string };

export type ItemLifecycleEvent =
  | WithActor<'SUBMIT'>
  | WithActor<'PUBLISH'>
  | WithActor<'APPROVE'>
  | WithReason<'REJECT'>
  | WithReason<'UNAPPROVE'>
  | WithActor<'UNPUBLISH'>
  | WithActor<'OFFER_ACCEPTED'>
  | WithActor<'TRADE_CANCELLED'>
  | WithActor<'TRADE_COMPLETED'>
  | WithActor<'TRANSFER_OWNERSHIP'>
  | (WithActor<'EDIT'> & { review?: boolean })
  | WithActor<'DELETE'>;
export type ItemLifecycleEventType = ItemLifecycleEvent['type'];

export const ITEM_LIFECYCLE_EVENTS = [
  'SUBMIT',
  'PUBLISH',
  'APPROVE',
  'REJECT',
  'UNAPPROVE',
  'UNPUBLISH',
  'OFFER_ACCEPTED',
  'TRADE_CANCELLED',
  'TRADE_COMPLETED',
  'TRANSFER_OWNERSHIP',
  'EDIT',
  'DELETE',
] as const satisfies readonly ItemLifecycleEventType[];

const staff = (e: ItemLifecycleEvent) => isStaff(e.actor.role);
const reasonOf = (e: ItemLifecycleEvent) => ('reason' in e ? e.reason.trim() : '');

export const itemLifecycleMachine = setup({
  types: {
    context: {} as ItemLifecycleContext,
    events: {} as ItemLifecycleEvent,
  },
  guards: {
    isOwner: ({ event }) => event.actor.isOwner,
    isMemberOwnerWithReviewedEdit: ({ event }) =>
      event.actor.isOwner && !staff(event) && 'review' in event && event.review === true,
    isStaff: ({ event }) => staff(event),
    isStaffOwner: ({ event }) => event.actor.isOwner && staff(event),
    isOwnerOrStaff: ({ event }) => event.actor.isOwner || staff(event),
    isStaffWithReason: ({ event }) => staff(event) && reasonOf(event).length > 0,
    isOtherStaffWithReason: ({ event }) =>
      staff(event) && !event.actor.isOwner && reasonOf(event).length > 0,
  },
  actions: {
    keepReason: assign({ rejectionReason: ({ event }) => reasonOf(event) }),
    clearReason: assign({ rejectionReason: null }),
  },
}).createMachine({
  id: 'itemLifecycle',
  initial: 'draft',
  context: { rejectionReason: null },
  states: {
    draft: {
      on: {
        SUBMIT: [
          { guard: 'isStaffOwner', target: 'published', actions: 'clearReason' },
          { guard: 'isOwner', target: 'pending_review' },
        ],
        PUBLISH: { guard: 'isStaff', target: 'published', actions: 'clearReason' },
        EDIT: { guard: 'isOwner', target: 'draft' },
        DELETE: { guard: 'isOwnerOrStaff', target: 'draft' },
        TRANSFER_OWNERSHIP: { guard: 'isStaff', target: 'draft' },
      },
    },
    pending_review: {
      on: {
        APPROVE: { guard: 'isStaff', target: 'published', actions: 'clearReason' },
        PUBLISH: { guard: 'isStaff', target: 'published', actions: 'clearReason' },
        REJECT: { guard: 'isStaffWithReason', target: 'draft', actions: 'keepReason' },
        UNPUBLISH: { guard: 'isOwner', target: 'draft' },
        EDIT: { guard: 'isOwner', target: 'pending_review' },
        DELETE: { guard: 'isOwnerOrStaff', target: 'pending_review' },
        TRANSFER_OWNERSHIP: { guard: 'isStaff', target: 'pending_review' },
      },
    },
    published: {
      on: {
        UNPUBLISH: { guard: 'isOwner', target: 'draft' },
        UNAPPROVE: { guard: 'isOtherStaffWithReason', target: 'draft', actions: 'keepReason' },
        OFFER_ACCEPTED: { guard: 'isOwnerOrStaff', target: 'pending_trade' },
        EDIT: [
          { guard: 'isMemberOwnerWithReviewedEdit', target: 'pending_review' },
          { guard: 'isOwner', target: 'published' },
        ],
        DELETE: { guard: 'isOwnerOrStaff', target: 'published' },
        TRANSFER_OWNERSHIP: { guard: 'isStaff', target: 'published' },
      },
    },
    pending_trade: {
      on: {
        TRADE_COMPLETED: { guard: 'isStaff', target: 'trade_complete' },
        TRADE_CANCELLED: { guard: 'isStaff', target: 'published' },
      },
    },
    trade_complete: {
      on: {
        SUBMIT: [
          { guard: 'isStaffOwner', target: 'published', actions: 'clearReason' },
          { guard: 'isOwner', target: 'pending_review' },
        ],
        PUBLISH: { guard: 'isStaff', target: 'published', actions: 'clearReason' },
        TRANSFER_OWNERSHIP: { guard: 'isStaff', target: 'draft' },
        EDIT: { guard: 'isOwner', target: 'trade_complete' },
        DELETE: { guard: 'isOwnerOrStaff', target: 'trade_complete' },
      },
    },
  },
});

export type ItemLifecycleMachine = typeof itemLifecycleMachine;
export type ItemLifecycleSnapshot = SnapshotFrom<ItemLifecycleMachine>;

/** The snapshot of a stored item: its status and kept rejection reason. */
export function itemLifecycleSnapshot(
  status: ItemStatus,
  rejectionReason: string | null = null,
): ItemLifecycleSnapshot {
  return itemLifecycleMachine.resolveState({ value: status, context: { rejectionReason } });
}

export type ItemLifecycleDecision =
  | { allowed: true; status: ItemStatus; rejectionReason: string | null; changed: boolean }
  /**
   * 'status': the event is never accepted in this status (the server answers 409);
   * 'actor': it is, but not from this caller or without a reason (403, or 400 for a reason).
   */
  | { allowed: false; refusal: 'status' | 'actor' };

/** Whether `event` may happen to an item in `status`, and the status it leads to. */
export function itemLifecycleDecision(
  status: ItemStatus,
  event: ItemLifecycleEvent,
  rejectionReason: string | null = null,
): ItemLifecycleDecision {
  const snapshot = itemLifecycleSnapshot(status, rejectionReason);
  if (!snapshot.can(event)) {
    const handled = Object.prototype.hasOwnProperty.call(
      itemLifecycleMachine.states[status]?.config.on ?? {},
      event.type,
    );
    return { allowed: false, refusal: handled ? 'actor' : 'status' };
  }
  const [next] = transition(itemLifecycleMachine, snapshot, event);
  const nextStatus = next.value as ItemStatus;
  return {
    allowed: true,
    status: nextStatus,
    rejectionReason: next.context.rejectionReason,
    changed: nextStatus !== status,
  };
}

/**
 * The events this caller can send in this status, for showing buttons. Events needing a reason
 * are tested with a placeholder reason: the dialog asks for the real one.
 */
export function availableItemActions(
  status: ItemStatus,
  actor: ItemActor,
): ItemLifecycleEventType[] {
  const snapshot = itemLifecycleSnapshot(status);
  return ITEM_LIFECYCLE_EVENTS.filter((type) =>
    snapshot.can({ type, actor, reason: 'reason' } as ItemLifecycleEvent),
  );
}
