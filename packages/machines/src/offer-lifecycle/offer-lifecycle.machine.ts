/*
 * Offer lifecycle (spec 2 §4.2, spec 3 §4 "Token offer" and "Offer statuses"). Pure transition
 * logic, no effects, like the item lifecycle: the server asks it whether a requested change is
 * allowed for the caller (offerLifecycleDecision: 409 when the status never allows it, 403 when
 * the caller may not), the client which buttons to show (availableOfferEvents).
 *
 * States are the contract's statuses (openapi.yaml OfferStatus), flat, after a transient
 * `created` that sends a member's offer to pending and a staff token offer to sent (the
 * machine's input says which kind it is):
 *   pending    a member's offer waits for the item owner's answer (72 hours). ACCEPT or REJECT
 *              by the side it is addressed to (canAnswerOffer); CANCEL by its bidder (status
 *              withdrawn); EXPIRE, the scheduled job, once expiresAt has passed.
 *   sent       a staff token offer (7 days), "treated like pending": ACCEPT, REJECT, EXPIRE;
 *              no CANCEL (the profile's Cancel is for the buyer's own pending offers).
 *   accepted   a trade waits for staff. COMPLETE (staff) records it; CLOSE (staff) is the trade
 *              that fell through (our decision, docs/product-decisions.md): the offer ends
 *              rejected and the item returns to the catalog. Accepted offers never expire.
 *   rejected, withdrawn, expired, completed: final.
 *
 * System events (no caller): AUTO_REJECT (another offer on the item was accepted),
 * ITEM_CLOSED (the item left the catalog or was deleted: rejected), BIDDER_LEFT (the bidder
 * deleted their account: withdrawn). They close waiting offers only.
 *
 * An answer or a cancel of a waiting offer past its expiresAt is refused with 'expired' before
 * the machine is asked (the job may not have run yet): the offer reads Expired already.
 */
import { getInitialSnapshot, setup, transition, type SnapshotFrom } from 'xstate';
import {
  canAnswerOffer,
  canSettleTrade,
  canWithdrawOffer,
  type OfferActor,
  type OfferKind,
  type OfferStatus,
} from '@pedalswap/domain/offers';

export interface OfferLifecycleContext {
  kind: OfferKind;
}

type WithActor<T extends string> = { type: T; actor: OfferActor };

export type OfferLifecycleEvent =
  | WithActor<'ACCEPT'>
  | WithActor<'REJECT'>
  | WithActor<'CANCEL'>
  | WithActor<'COMPLETE'>
  | WithActor<'CLOSE'>
  | { type: 'EXPIRE' }
  | { type: 'AUTO_REJECT' }
  | { type: 'ITEM_CLOSED' }
  | { type: 'BIDDER_LEFT' };
export type OfferLifecycleEventType = OfferLifecycleEvent['type'];

export const OFFER_LIFECYCLE_EVENTS = [
  'ACCEPT',
  'REJECT',
  'CANCEL',
  'COMPLETE',
  'CLOSE',
  'EXPIRE',
  'AUTO_REJECT',
  'ITEM_CLOSED',
  'BIDDER_LEFT',
] as const satisfies readonly OfferLifecycleEventType[];

/** The events a caller sends; the others are the server's own. */
export const OFFER_CALLER_EVENTS = [
  'ACCEPT',
  'REJECT',
  'CANCEL',
  'COMPLETE',
  'CLOSE',
] as const satisfies readonly OfferLifecycleEventType[];

const actorOf = (event: OfferLifecycleEvent): OfferActor | null =>
  'actor' in event ? event.actor : null;

/** A waiting offer's answers and system closures, shared by pending and sent. */
const WAITING = {
  ACCEPT: { guard: 'mayAnswer', target: 'accepted' },
  REJECT: { guard: 'mayAnswer', target: 'rejected' },
  EXPIRE: { target: 'expired' },
  AUTO_REJECT: { target: 'rejected' },
  ITEM_CLOSED: { target: 'rejected' },
  BIDDER_LEFT: { target: 'withdrawn' },
} as const;

export const offerLifecycleMachine = setup({
  types: {
    context: {} as OfferLifecycleContext,
    events: {} as OfferLifecycleEvent,
    input: {} as { kind: OfferKind },
  },
  guards: {
    isStaffTokenOffer: ({ context }) => context.kind === 'staff_token',
    mayAnswer: ({ event }) => {
      const actor = actorOf(event);
      return actor !== null && canAnswerOffer(actor);
    },
    mayWithdraw: ({ event }) => {
      const actor = actorOf(event);
      return actor !== null && canWithdrawOffer(actor);
    },
    maySettle: ({ event }) => {
      const actor = actorOf(event);
      return actor !== null && canSettleTrade(actor);
    },
  },
}).createMachine({
  id: 'offerLifecycle',
  initial: 'created',
  context: ({ input }) => ({ kind: input.kind }),
  states: {
    created: {
      always: [{ guard: 'isStaffTokenOffer', target: 'sent' }, { target: 'pending' }],
    },
    pending: {
      on: { ...WAITING, CANCEL: { guard: 'mayWithdraw', target: 'withdrawn' } },
    },
    sent: { on: WAITING },
    accepted: {
      on: {
        COMPLETE: { guard: 'maySettle', target: 'completed' },
        CLOSE: { guard: 'maySettle', target: 'rejected' },
      },
    },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
    expired: { type: 'final' },
    completed: { type: 'final' },
  },
});

export type OfferLifecycleMachine = typeof offerLifecycleMachine;
export type OfferLifecycleSnapshot = SnapshotFrom<OfferLifecycleMachine>;

/** The snapshot of a stored offer; sent offers are staff token offers, the rest members'. */
export const offerLifecycleSnapshot = (
  status: OfferStatus,
  kind: OfferKind = status === 'sent' ? 'staff_token' : 'member',
): OfferLifecycleSnapshot =>
  offerLifecycleMachine.resolveState({ value: status, context: { kind } });

/** The status a new offer of this kind starts in: pending, or sent for a staff token offer. */
export const initialOfferStatus = (kind: OfferKind): OfferStatus =>
  getInitialSnapshot(offerLifecycleMachine, { kind }).value as OfferStatus;

export type OfferLifecycleDecision =
  | { allowed: true; status: OfferStatus; changed: boolean }
  /** 'status': never in this status (409); 'actor': not from this caller (403). */
  | { allowed: false; refusal: 'status' | 'actor' };

/** Whether `event` may happen to an offer in `status`, and the status it leads to. */
export function offerLifecycleDecision(
  status: OfferStatus,
  event: OfferLifecycleEvent,
): OfferLifecycleDecision {
  const snapshot = offerLifecycleSnapshot(status);
  if (!snapshot.can(event)) {
    const handled = Object.prototype.hasOwnProperty.call(
      offerLifecycleMachine.states[status]?.config.on ?? {},
      event.type,
    );
    return { allowed: false, refusal: handled ? 'actor' : 'status' };
  }
  const [next] = transition(offerLifecycleMachine, snapshot, event);
  const nextStatus = next.value as OfferStatus;
  return { allowed: true, status: nextStatus, changed: nextStatus !== status };
}

/** The caller events this actor can send in this status, for showing buttons. */
export function availableOfferEvents(
  status: OfferStatus,
  actor: OfferActor,
): OfferLifecycleEventType[] {
  const snapshot = offerLifecycleSnapshot(status);
  return OFFER_CALLER_EVENTS.filter((type) => snapshot.can({ type, actor }));
}
