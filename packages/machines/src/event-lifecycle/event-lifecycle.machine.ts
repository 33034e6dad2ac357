/*
 * Event lifecycle (spec 3 §4 "Event status", §6). Pure transition logic, no effects: the server
 * asks it whether a requested status change is allowed for the caller (eventLifecycleDecision),
 * the editor asks which actions to offer (availableEventActions). Both resolve a snapshot from
 * the stored status with machine.resolveState and use xstate's pure `transition`.
 *
 * States are the five statuses, flat:
 *   draft           the organizer's private event. SUBMIT (the organizer) goes to
 *                   pending_review. PUBLISH (an organizer with role owner or manager) publishes
 *                   directly: spec 3 §4 "for an owner or manager, submitting creates it and then
 *                   publishes it through a publish call" (openapi.yaml publishEvent).
 *   pending_review  waits for staff. APPROVE (staff) publishes; REJECT (staff, with a reason)
 *                   returns to draft keeping the reason (openapi.yaml rejectEvent, "Our
 *                   decision"); PUBLISH as from draft. The organizer can only EDIT ('awaiting
 *                   approval').
 *   published       on the calendar. CANCEL (the organizer or staff, with a reason) ends it
 *                   for good; COMPLETE (the scheduled job, once the event is over) marks it
 *                   completed.
 *   cancelled       final: no edit (409), only DELETE.
 *   completed       over. "From draft or completed the user can submit for review": SUBMIT
 *                   and PUBLISH as from draft (a past ride run again with new dates).
 *
 * EDIT and DELETE go back to the state they come from (a self-transition that enters nothing,
 * rather than a targetless one, which snapshot.can would report as "not possible"): they are
 * here so that "may this happen in this status, for this caller" has one answer for server and
 * client alike.
 *
 * Every event carries the caller as { role, isOwner } (isOwner: the caller organises it);
 * COMPLETE carries the system actor (role 'system'), which nothing else accepts.
 */
import { assign, setup, transition, type SnapshotFrom } from 'xstate';
import { isStaff, type Role } from '@pedalswap/domain';
import type { EventStatus } from '@pedalswap/domain/events';

export interface EventLifecycleActor {
  role: Role | 'system' | string;
  /** The caller organises the event. */
  isOwner: boolean;
}

/** The scheduled job that completes past events. */
export const SYSTEM_EVENT_ACTOR: EventLifecycleActor = { role: 'system', isOwner: false };

export interface EventLifecycleContext {
  /** The last staff rejection reason, kept until the event is published. */
  rejectionReason: string | null;
  /** Why it was cancelled, told to the followers. */
  cancellationReason: string | null;
}

type WithActor<T extends string> = { type: T; actor: EventLifecycleActor };
type WithReason<T extends string> = WithActor<T> & { reason: string };

export type EventLifecycleEvent =
  | WithActor<'SUBMIT'>
  | WithActor<'PUBLISH'>
  | WithActor<'APPROVE'>
  | WithReason<'REJECT'>
  | WithReason<'CANCEL'>
  | WithActor<'COMPLETE'>
  | WithActor<'EDIT'>
  | WithActor<'DELETE'>;
export type EventLifecycleEventType = EventLifecycleEvent['type'];

export const EVENT_LIFECYCLE_EVENTS = [
  'SUBMIT',
  'PUBLISH',
  'APPROVE',
  'REJECT',
  'CANCEL',
  'COMPLETE',
  'EDIT',
  'DELETE',
] as const satisfies readonly EventLifecycleEventType[];

const staff = (e: EventLifecycleEvent) => isStaff(e.actor.role);
const reasonOf = (e: EventLifecycleEvent) => ('reason' in e ? e.reason.trim() : '');

export const eventLifecycleMachine = setup({
  types: {
    context: {} as EventLifecycleContext,
    events: {} as EventLifecycleEvent,
  },
  guards: {
    isOwner: ({ event }) => event.actor.isOwner,
    isStaffOwner: ({ event }) => event.actor.isOwner && staff(event),
    isOwnerOrStaff: ({ event }) => event.actor.isOwner || staff(event),
    isStaff: ({ event }) => staff(event),
    isStaffWithReason: ({ event }) => staff(event) && reasonOf(event).length > 0,
    isOwnerOrStaffWithReason: ({ event }) =>
      (event.actor.isOwner || staff(event)) && reasonOf(event).length > 0,
    isSystem: ({ event }) => event.actor.role === 'system',
  },
  actions: {
    keepRejection: assign({ rejectionReason: ({ event }) => reasonOf(event) }),
    clearRejection: assign({ rejectionReason: null }),
    keepCancellation: assign({ cancellationReason: ({ event }) => reasonOf(event) }),
  },
}).createMachine({
  id: 'eventLifecycle',
  initial: 'draft',
  context: { rejectionReason: null, cancellationReason: null },
  states: {
    draft: {
      on: {
        SUBMIT: { guard: 'isOwner', target: 'pending_review' },
        PUBLISH: { guard: 'isStaffOwner', target: 'published', actions: 'clearRejection' },
        EDIT: { guard: 'isOwner', target: 'draft' },
        DELETE: { guard: 'isOwnerOrStaff', target: 'draft' },
      },
    },
    pending_review: {
      on: {
        APPROVE: { guard: 'isStaff', target: 'published', actions: 'clearRejection' },
        REJECT: { guard: 'isStaffWithReason', target: 'draft', actions: 'keepRejection' },
        PUBLISH: { guard: 'isStaffOwner', target: 'published', actions: 'clearRejection' },
        EDIT: { guard: 'isOwner', target: 'pending_review' },
        DELETE: { guard: 'isOwnerOrStaff', target: 'pending_review' },
      },
    },
    published: {
      on: {
        CANCEL: {
          guard: 'isOwnerOrStaffWithReason',
          target: 'cancelled',
          actions: 'keepCancellation',
        },
        COMPLETE: { guard: 'isSystem', target: 'completed' },
        EDIT: { guard: 'isOwner', target: 'published' },
        DELETE: { guard: 'isOwnerOrStaff', target: 'published' },
      },
    },
    cancelled: {
      on: {
        DELETE: { guard: 'isOwnerOrStaff', target: 'cancelled' },
      },
    },
    completed: {
      on: {
        SUBMIT: { guard: 'isOwner', target: 'pending_review' },
        PUBLISH: { guard: 'isStaffOwner', target: 'published', actions: 'clearRejection' },
        EDIT: { guard: 'isOwner', target: 'completed' },
        DELETE: { guard: 'isOwnerOrStaff', target: 'completed' },
      },
    },
  },
});

export type EventLifecycleMachine = typeof eventLifecycleMachine;
export type EventLifecycleSnapshot = SnapshotFrom<EventLifecycleMachine>;

/** The snapshot of a stored event: its status and kept reasons. */
export function eventLifecycleSnapshot(
  status: EventStatus,
  reasons: Partial<EventLifecycleContext> = {},
): EventLifecycleSnapshot {
  return eventLifecycleMachine.resolveState({
    value: status,
    context: {
      rejectionReason: reasons.rejectionReason ?? null,
      cancellationReason: reasons.cancellationReason ?? null,
    },
  });
}

export type EventLifecycleDecision =
  | ({ allowed: true; status: EventStatus; changed: boolean } & EventLifecycleContext)
  /**
   * 'status': the event is never accepted in this status (the server answers 409);
   * 'actor': it is, but not from this caller or without a reason (403, or 400 for a reason).
   */
  | { allowed: false; refusal: 'status' | 'actor' };

/** Whether `event` may happen to an event in `status`, and the status it leads to. */
export function eventLifecycleDecision(
  status: EventStatus,
  event: EventLifecycleEvent,
  reasons: Partial<EventLifecycleContext> = {},
): EventLifecycleDecision {
  const snapshot = eventLifecycleSnapshot(status, reasons);
  if (!snapshot.can(event)) {
    const handled = Object.prototype.hasOwnProperty.call(
      eventLifecycleMachine.states[status]?.config.on ?? {},
      event.type,
    );
    return { allowed: false, refusal: handled ? 'actor' : 'status' };
  }
  const [next] = transition(eventLifecycleMachine, snapshot, event);
  const nextStatus = next.value as EventStatus;
  return { allowed: true, status: nextStatus, changed: nextStatus !== status, ...next.context };
}

/**
 * The events this caller can send in this status, for showing the editor's buttons (spec 3
 * §4 "Editing"). Events needing a reason are tested with a placeholder: the dialog asks for
 * the real one (or sends 'Event cancelled by organizer').
 */
export function availableEventActions(
  status: EventStatus,
  actor: EventLifecycleActor,
): EventLifecycleEventType[] {
  const snapshot = eventLifecycleSnapshot(status);
  return EVENT_LIFECYCLE_EVENTS.filter((type) =>
    snapshot.can({ type, actor, reason: 'reason' } as EventLifecycleEvent),
  );
}
