// Status changes of events go through the event-lifecycle machine (packages/machines): the
// server never decides a transition by itself, so the editor's buttons and the server's
// answers cannot disagree.
import { EVENT_MESSAGES, type EventStatus } from '@pedalswap/domain/events';
import {
  eventLifecycleDecision,
  type EventLifecycleEvent,
  type EventLifecycleEventType,
} from '@pedalswap/machines';
import { AppError, validationFailed } from '../errors.ts';
import type { EventRow } from './repository.ts';

/** Who may send each event, for the 403 when the status allows it but not from this caller. */
const ACTOR_MESSAGES: Record<EventLifecycleEventType, string> = {
  SUBMIT: EVENT_MESSAGES.notAuthorizedToEdit,
  PUBLISH: EVENT_MESSAGES.publishStaffOnly,
  APPROVE: EVENT_MESSAGES.reviewStaffOnly,
  REJECT: EVENT_MESSAGES.reviewStaffOnly,
  CANCEL: EVENT_MESSAGES.manageForbidden,
  COMPLETE: EVENT_MESSAGES.manageForbidden,
  EDIT: EVENT_MESSAGES.notAuthorizedToEdit,
  DELETE: EVENT_MESSAGES.manageForbidden,
};

/** The machine's answer, or the error the contract names: 409 for the status, 403 for the caller. */
export function decideOrThrow(row: EventRow, event: EventLifecycleEvent) {
  const decision = eventLifecycleDecision(row.status as EventStatus, event, {
    rejectionReason: row.rejection_reason,
    cancellationReason: row.cancellation_reason,
  });
  if (decision.allowed) return decision;
  if (decision.refusal === 'status')
    throw new AppError(
      409,
      'conflict',
      event.type === 'EDIT' && row.status === 'cancelled'
        ? EVENT_MESSAGES.cancelledNotEditable
        : EVENT_MESSAGES.statusNotAllowed,
    );
  // A reason event refused for a blank reason, from a caller who may send it: a 400.
  if ('reason' in event && event.reason.trim() === '' && allowedWithReason(row, event))
    throw validationFailed([{ path: 'reason', msg: EVENT_MESSAGES.reasonRequired }]);
  throw new AppError(403, 'forbidden', ACTOR_MESSAGES[event.type]);
}

function allowedWithReason(row: EventRow, event: EventLifecycleEvent & { reason: string }) {
  return eventLifecycleDecision(
    row.status as EventStatus,
    { ...event, reason: 'reason' } as EventLifecycleEvent,
  ).allowed;
}
