/*
 * Following an event from its page (spec 3 §2.13, §4 Follow, §8 Events):
 *   start        picks idle or followed from the event the page loaded (isRegistered).
 *   idle         not following. FOLLOW (optional notes, "I'm Interested") calls `follow`.
 *   following    the `follow` actor, provided by the app, makes the call. Done: followed.
 *                Failed: idle with the failure ('Failed to follow event' or the server's text).
 *   followed     registered or waitlisted. UNFOLLOW asks first.
 *   confirming   the unfollow confirmation: CONFIRM calls `unfollow`, DISMISS keeps following.
 *   unfollowing  the `unfollow` actor. Done: idle. Failed: followed with 'Failed to unfollow'
 *                (or the server's text).
 * The event's counts and the waitlist come from the server (the app refetches the event); the
 * machine holds only where the member is in the flow and the last failure.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { EVENT_MESSAGES } from '@pedalswap/domain/events';

export interface EventFollowInput {
  eventId: string;
  /** The caller follows the event already (Event.isRegistered). */
  isFollowing: boolean;
}

export interface EventFollowContext extends EventFollowInput {
  /** The last failure's text, cleared by the next attempt. */
  failure: string | null;
}

export type EventFollowEvent =
  | { type: 'FOLLOW'; notes?: string }
  | { type: 'UNFOLLOW' }
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' };

/** The server's own text when the actor gave one, else the spec's fallback. */
export function followFailureOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback;
}

export const eventFollowMachine = setup({
  types: {
    context: {} as EventFollowContext,
    events: {} as EventFollowEvent,
    input: {} as EventFollowInput,
  },
  actors: {
    follow: fromPromise<unknown, { eventId: string; notes?: string }>(() =>
      Promise.reject(new Error('follow is provided by the app')),
    ),
    unfollow: fromPromise<unknown, { eventId: string }>(() =>
      Promise.reject(new Error('unfollow is provided by the app')),
    ),
  },
  guards: {
    startsFollowing: ({ context }) => context.isFollowing,
  },
}).createMachine({
  id: 'eventFollow',
  initial: 'start',
  context: ({ input }) => ({ ...input, failure: null }),
  states: {
    start: {
      always: [{ target: 'followed', guard: 'startsFollowing' }, { target: 'idle' }],
    },
    idle: {
      on: {
        FOLLOW: {
          target: 'following',
          actions: assign({ failure: null }),
        },
      },
    },
    following: {
      invoke: {
        src: 'follow',
        input: ({ context, event }) => ({
          eventId: context.eventId,
          notes: event.type === 'FOLLOW' && event.notes?.trim() ? event.notes.trim() : undefined,
        }),
        onDone: { target: 'followed', actions: assign({ isFollowing: true }) },
        onError: {
          target: 'idle',
          actions: assign({
            failure: ({ event }) => followFailureOf(event.error, EVENT_MESSAGES.followFailed),
          }),
        },
      },
    },
    followed: {
      on: { UNFOLLOW: { target: 'confirming', actions: assign({ failure: null }) } },
    },
    confirming: {
      on: { CONFIRM: 'unfollowing', DISMISS: 'followed' },
    },
    unfollowing: {
      invoke: {
        src: 'unfollow',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: { target: 'idle', actions: assign({ isFollowing: false }) },
        onError: {
          target: 'followed',
          actions: assign({
            failure: ({ event }) => followFailureOf(event.error, EVENT_MESSAGES.unfollowFailed),
          }),
        },
      },
    },
  },
});

export type EventFollowMachine = typeof eventFollowMachine;
export type EventFollowSnapshot = SnapshotFrom<typeof eventFollowMachine>;

/** What the Follow card shows for a snapshot. */
export type EventFollowView = 'idle' | 'following' | 'followed' | 'confirming' | 'unfollowing';
export const eventFollowView = (snapshot: EventFollowSnapshot): EventFollowView =>
  snapshot.value === 'start' ? 'idle' : (snapshot.value as EventFollowView);
