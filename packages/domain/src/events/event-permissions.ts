// Who may do what with an event (spec 3 §4, §6), as predicates the server enforces and the
// client uses to show buttons. The status part of every change is the event-lifecycle
// machine's (packages/machines), whose guards use the same actor shape.
import { isStaff } from '../accounts/roles.ts';
import { isEventOpenForFollowing, type FollowableEvent } from './event-rules.ts';

export interface EventViewer {
  id: string;
  role: string;
}

export interface EventActor {
  role: string;
  /** The caller organises the event. */
  isOwner: boolean;
}

export const eventActorOf = (event: { ownerId: string }, viewer: EventViewer): EventActor => ({
  role: viewer.role,
  isOwner: event.ownerId === viewer.id,
});

/** Only the event owner may edit ('You are not authorized to edit this event', spec 3 §4). */
export const canEditEvent = (actor: EventActor) => actor.isOwner;

/** Cancel, delete, see participants and statistics: the organizer or staff. */
export const canManageEvent = (actor: EventActor) => actor.isOwner || isStaff(actor.role);

/**
 * What a participants list shows of each follower (issue 25 finding 9). Our decision: the
 * organizer sees names (and photos), so they know who is coming; a follower's e-mail address
 * and notes are private, because the privacy settings (spec 1 §2) offer no way to share them
 * with organizers. Staff, who answer for the community, see both.
 */
export const participantDetailsFor = (actor: EventActor): 'names' | 'contact' =>
  isStaff(actor.role) ? 'contact' : 'names';

/** Approve and reject: staff (spec 3 §6). */
export const canReviewEvents = (role: string | null | undefined) => isStaff(role);

/** Drafts and events in review are seen by their owner and staff only; the rest by everyone. */
export function canViewEvent(status: string, actor: EventActor | null): boolean {
  if (status === 'published' || status === 'cancelled' || status === 'completed') return true;
  return actor !== null && canManageEvent(actor);
}

export type FollowAvailability = 'allowed' | 'following' | 'sign-in' | 'unavailable';

/**
 * The Follow card's state (spec 3 §2.13, §4, §8): signed-out visitors are asked to log in; a
 * follower may unfollow; others may follow while the event is open.
 */
export function followAvailability(
  event: FollowableEvent,
  viewer: EventViewer | null,
  isRegistered: boolean,
  now: Date = new Date(),
): FollowAvailability {
  if (isRegistered) return 'following';
  if (!isEventOpenForFollowing(event, now)) return 'unavailable';
  return viewer ? 'allowed' : 'sign-in';
}
