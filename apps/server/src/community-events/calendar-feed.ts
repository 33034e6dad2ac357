// A member's private iCalendar feed of the events they follow (issue 16 item 6; openapi.yaml
// createEventCalendarFeed and friends). Calendar apps cannot send a bearer token, so the secret
// is in the address. The token is an HMAC of the member and a random nonce under the server's
// secret, and only its SHA-256 hash is stored (migration 180): a copy of the database alone opens
// no feed, yet the member can be shown their address again without it being kept anywhere.
// The token never reaches a log line (plugins/logging.ts redactUrl, test/log-leaks.ts).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_MESSAGES as F } from '@pedalswap/domain/events';
import type { Db } from '../db/db.ts';
import { AppError } from '../errors.ts';
import type { Caller } from '../plugins/caller.ts';
import { calendarIcs } from './ics.ts';
import * as repo from './repository.ts';

export interface CalendarFeedDeps {
  db: Db;
  /** Links in the feed and its own address (APP_URL). */
  appUrl: string;
  /** The server's secret (JWT_SECRET), keyed for this purpose only. */
  secret: string;
  now?: () => Date;
}

/** Ended events stay this long, so last weekend's ride is still in the calendar. */
const PAST_DAYS = 30;
/** A calendar app fetches the whole file every hour: a bound on what one member can make it. */
const MAX_EVENTS = 500;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createCalendarFeedService(deps: CalendarFeedDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const tokenOf = (userId: string, nonce: string) =>
    createHmac('sha256', deps.secret)
      .update(`calendar-feed:${userId}:${nonce}`)
      .digest('base64url');
  const urlOf = (token: string) => `${deps.appUrl.replace(/\/$/, '')}/api/events/feed/${token}.ics`;
  const fresh = (userId: string) => {
    const nonce = randomBytes(16).toString('base64url');
    return { nonce, tokenHash: hash(tokenOf(userId, nonce)) };
  };

  /**
   * The feed as the contract's EventCalendarFeed. When the server's secret changed since the
   * feed was made, its token is not the stored one any more: the new token's hash is stored,
   * so the address shown is the one that works (the old one stopped with the secret).
   */
  async function view(row: repo.CalendarFeedRow) {
    const token = tokenOf(row.user_id, row.nonce);
    if (hash(token) !== row.token_hash)
      await repo.setCalendarFeedHash(db, row.user_id, hash(token));
    return { url: urlOf(token), createdAt: row.created_at.toISOString() };
  }

  return {
    /** GET /events/user/calendar-feed: the member's address, or null; never makes one. */
    async get(caller: Caller) {
      const row = await repo.findCalendarFeed(db, caller.id);
      return { feed: row ? await view(row) : null };
    },

    /** POST /events/user/calendar-feed: the member's address, made on the first call. */
    async ensure(caller: Caller) {
      const { nonce, tokenHash } = fresh(caller.id);
      const { row, created } = await repo.ensureCalendarFeed(db, caller.id, nonce, tokenHash);
      return { created, body: { feed: await view(row) } };
    },

    /** POST /events/user/calendar-feed/rotate: a new address; the old one answers 404. */
    async rotate(caller: Caller) {
      const { nonce, tokenHash } = fresh(caller.id);
      return { feed: await view(await repo.replaceCalendarFeed(db, caller.id, nonce, tokenHash)) };
    },

    /** DELETE /events/user/calendar-feed. */
    async revoke(caller: Caller) {
      await repo.deleteCalendarFeed(db, caller.id);
      return { message: F.revoked };
    },

    /** GET /events/feed/{token}.ics: the followed events, or 404 for an unknown token. */
    async file(token: string): Promise<string> {
      const userId = await repo.calendarFeedOwner(db, hash(token));
      if (!userId) throw new AppError(404, 'not_found', F.feedNotFound);
      const at = now();
      const since = new Date(at.getTime() - PAST_DAYS * 24 * 60 * 60 * 1000);
      const rows = await repo.followedEventsSince(db, userId, since, MAX_EVENTS);
      const events = rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        location: r.location,
        venueName: r.venue_name,
        startDatetime: r.start_datetime.toISOString(),
        endDatetime: r.end_datetime?.toISOString() ?? null,
        status: r.status as 'published',
      }));
      return calendarIcs(events, deps.appUrl, at, F.feedName);
    },
  };
}

export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
