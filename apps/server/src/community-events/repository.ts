// SQL of community events (migration 160): events with their organizer, registrations with the
// waitlist, photos, and the per-day view log. Callers pass a transaction where a change must
// commit with another (the registration and the counters, the status and its notification).
import type { Queryable } from '../db/db.ts';

export interface EventRow {
  id: string;
  owner_id: string;
  event_type: string;
  name: string;
  description: string;
  location: string;
  venue_name: string | null;
  sponsor: string | null;
  external_url: string | null;
  start_datetime: Date;
  end_datetime: Date | null;
  max_participants: number | null;
  registration_deadline: Date | null;
  status: string;
  attributes: Record<string, unknown>;
  rejection_reason: string | null;
  cancellation_reason: string | null;
  registration_count: number;
  waitlist_count: number;
  view_count: number;
  /** The weekly series the date belongs to (migration 190), null for a one-off. */
  series_id: string | null;
  created_at: Date;
  updated_at: Date;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
}

/** The columns an organizer writes (create and edit). */
export interface EventColumns {
  name: string;
  description: string;
  location: string;
  venue_name: string | null;
  sponsor: string | null;
  external_url: string | null;
  start_datetime: string;
  end_datetime: string | null;
  max_participants: number | null;
  registration_deadline: string | null;
  attributes: Record<string, unknown>;
}

const SELECT_EVENT = `
  SELECT e.id, e.owner_id, e.event_type, e.name, e.description, e.location, e.venue_name,
         e.sponsor, e.external_url, e.start_datetime, e.end_datetime, e.max_participants,
         e.registration_deadline, e.status, e.attributes, e.rejection_reason,
         e.cancellation_reason, e.registration_count, e.waitlist_count, e.view_count,
         e.series_id, e.created_at, e.updated_at,
         u.first_name AS owner_first_name, u.last_name AS owner_last_name, u.email AS owner_email
    FROM community_events e JOIN users u ON u.id = e.owner_id`;

/** One event; `forUpdate` locks its row (registrations, status changes) until the commit. */
export const findEvent = (q: Queryable, id: string, forUpdate = false) =>
  q.one<EventRow>(`${SELECT_EVENT} WHERE e.id = $1${forUpdate ? ' FOR UPDATE OF e' : ''}`, [id]);

export async function insertEvent(
  q: Queryable,
  ownerId: string,
  type: string,
  c: EventColumns,
  status: string,
  seriesId: string | null = null,
): Promise<string> {
  const row = await q.one<{ id: string }>(
    `INSERT INTO community_events (owner_id, event_type, name, description, location, venue_name,
       sponsor, external_url, start_datetime, end_datetime, max_participants,
       registration_deadline, attributes, status, series_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::jsonb, $14, $15)
     RETURNING id`,
    [
      ownerId,
      type,
      c.name,
      c.description,
      c.location,
      c.venue_name,
      c.sponsor,
      c.external_url,
      c.start_datetime,
      c.end_datetime,
      c.max_participants,
      c.registration_deadline,
      JSON.stringify(c.attributes),
      status,
      seriesId,
    ],
  );
  return row!.id;
}

/**
 * The dates of a series, soonest first, from `from` on (start at or after it) or all of them,
 * locked for the change that follows. Every series-wide change locks its dates in this one
 * order (start, then id), so two of them on one series wait for each other instead of
 * deadlocking.
 */
export const seriesDates = (q: Queryable, seriesId: string, from: Date | null = null) =>
  q.query<EventRow>(
    `${SELECT_EVENT} WHERE e.series_id = $1 AND ($2::timestamptz IS NULL OR e.start_datetime >= $2)
      ORDER BY e.start_datetime, e.id FOR UPDATE OF e`,
    [seriesId, from?.toISOString() ?? null],
  );

const COLUMN_NAMES = [
  'name',
  'description',
  'location',
  'venue_name',
  'sponsor',
  'external_url',
  'start_datetime',
  'end_datetime',
  'max_participants',
  'registration_deadline',
  'attributes',
] as const satisfies readonly (keyof EventColumns)[];

/** Writes the given columns only (an autosave sends part of the form). */
export async function updateEventColumns(
  q: Queryable,
  id: string,
  c: Partial<EventColumns>,
): Promise<void> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  for (const name of COLUMN_NAMES) {
    if (c[name] === undefined) continue;
    params.push(name === 'attributes' ? JSON.stringify(c[name]) : c[name]);
    sets.push(`${name} = $${params.length}${name === 'attributes' ? '::jsonb' : ''}`);
  }
  if (sets.length === 0) return;
  await q.query(
    `UPDATE community_events SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
    params,
  );
}

export async function setEventStatus(
  q: Queryable,
  id: string,
  status: string,
  reasons: { rejectionReason: string | null; cancellationReason: string | null },
): Promise<void> {
  await q.query(
    `UPDATE community_events
        SET status = $2, rejection_reason = $3, cancellation_reason = $4, updated_at = now()
      WHERE id = $1`,
    [id, status, reasons.rejectionReason, reasons.cancellationReason],
  );
}

export async function deleteEvent(q: Queryable, id: string): Promise<void> {
  await q.query(`DELETE FROM community_events WHERE id = $1`, [id]);
}

export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The statuses of the public list: published events, and those whose time has passed. */
export const PUBLIC_LIST = ['published', 'completed'] as const;
const isPublicList = (s: readonly string[]) =>
  s.length === PUBLIC_LIST.length && PUBLIC_LIST.every((x) => s.includes(x));

export interface EventFilters {
  /** null: any status (an organizer's own list). */
  statuses: readonly string[] | null;
  ownerId?: string;
  seriesId?: string;
  eventType?: string;
  /** lower-case, already escaped for LIKE. */
  locationPrefix?: string;
  tsQuery?: string;
  from?: string;
  to?: string;
  sortBy: 'start_datetime' | 'created_at' | 'name';
  sortOrder: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listEvents(
  q: Queryable,
  f: EventFilters,
): Promise<{ rows: EventRow[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (f.statuses && isPublicList(f.statuses))
    // Written as the partial indexes' predicate (migration 160), so the planner uses them.
    where.push(`e.status IN ('published', 'completed')`);
  else if (f.statuses) add((p) => `e.status = ANY(${p}::text[])`, f.statuses);
  if (f.ownerId) add((p) => `e.owner_id = ${p}`, f.ownerId);
  if (f.seriesId) add((p) => `e.series_id = ${p}`, f.seriesId);
  if (f.eventType) add((p) => `e.event_type = ${p}`, f.eventType);
  if (f.locationPrefix) add((p) => `lower(e.location) LIKE ${p}`, `${f.locationPrefix}%`);
  if (f.tsQuery) add((p) => `e.search_vector @@ to_tsquery('simple', ${p})`, f.tsQuery);
  if (f.from) add((p) => `e.start_datetime >= ${p}`, f.from);
  if (f.to) add((p) => `e.start_datetime <= ${p}`, f.to);
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const dir = f.sortOrder === 'desc' ? 'DESC' : 'ASC';
  const order = `e.${f.sortBy} ${dir}, e.id ${dir}`;
  // Side by side: on a PostgreSQL pool they run on two connections (PGlite queues them).
  const [countRow, rows] = await Promise.all([
    q.one<{ total: number }>(
      `SELECT count(*)::int AS total FROM community_events e ${whereSql}`,
      params,
    ),
    q.query<EventRow>(
      `${SELECT_EVENT} ${whereSql} ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    ),
  ]);
  return { rows, total: countRow?.total ?? 0 };
}

// ── registrations ───────────────────────────────────────────────────────────────────────────

export interface RegistrationRow {
  id: string;
  event_id: string;
  user_id: string;
  status: string;
  waitlist_position: number | null;
  notes: string | null;
  created_at: Date;
  updated_at: Date;
}

export interface ParticipantRow extends RegistrationRow {
  first_name: string;
  last_name: string;
  email: string;
  avatar_url: string | null;
}

/** Statuses that hold a place or a spot in the line (a follower). */
export const ACTIVE_REGISTRATION = ['registered', 'waitlisted'] as const;

export const findRegistration = (q: Queryable, eventId: string, userId: string) =>
  q.one<RegistrationRow>(
    `SELECT * FROM community_event_registrations WHERE event_id = $1 AND user_id = $2 FOR UPDATE`,
    [eventId, userId],
  );

/** Follows, or follows again (the one row per member and event is re-activated). */
export const upsertRegistration = (
  q: Queryable,
  r: {
    eventId: string;
    userId: string;
    status: string;
    position: number | null;
    notes: string | null;
  },
) =>
  q.one<RegistrationRow>(
    `INSERT INTO community_event_registrations (event_id, user_id, status, waitlist_position, notes)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (event_id, user_id) DO UPDATE
       SET status = EXCLUDED.status, waitlist_position = EXCLUDED.waitlist_position,
           notes = EXCLUDED.notes, created_at = now(), updated_at = now()
     RETURNING *`,
    [r.eventId, r.userId, r.status, r.position, r.notes],
  ) as Promise<RegistrationRow>;

export const cancelRegistration = (q: Queryable, id: string) =>
  q.one<RegistrationRow>(
    `UPDATE community_event_registrations
        SET status = 'cancelled', waitlist_position = NULL, updated_at = now()
      WHERE id = $1 RETURNING *`,
    [id],
  ) as Promise<RegistrationRow>;

/** Closes the gap a waitlisted follower leaves: everyone behind moves up one. */
export async function closeWaitlistGap(q: Queryable, eventId: string, position: number) {
  await q.query(
    `UPDATE community_event_registrations SET waitlist_position = waitlist_position - 1
      WHERE event_id = $1 AND status = 'waitlisted' AND waitlist_position > $2`,
    [eventId, position],
  );
}

/** The first in line gets the freed place; the rest move up. Returns who moved, or null. */
export async function promoteFirstWaitlisted(
  q: Queryable,
  eventId: string,
): Promise<RegistrationRow | null> {
  const first = await q.one<RegistrationRow>(
    `SELECT * FROM community_event_registrations
      WHERE event_id = $1 AND status = 'waitlisted'
      ORDER BY waitlist_position LIMIT 1 FOR UPDATE`,
    [eventId],
  );
  if (!first) return null;
  const promoted = await q.one<RegistrationRow>(
    `UPDATE community_event_registrations
        SET status = 'registered', waitlist_position = NULL, updated_at = now()
      WHERE id = $1 RETURNING *`,
    [first.id],
  );
  await closeWaitlistGap(q, eventId, first.waitlist_position ?? 0);
  return promoted;
}

/** Recounts the followers onto the event row (under its lock, in the same transaction). */
export async function refreshCounts(q: Queryable, eventId: string): Promise<void> {
  await q.query(
    `UPDATE community_events e SET
       registration_count = (SELECT count(*) FROM community_event_registrations r
                              WHERE r.event_id = e.id AND r.status IN ('registered', 'attended')),
       waitlist_count = (SELECT count(*) FROM community_event_registrations r
                          WHERE r.event_id = e.id AND r.status = 'waitlisted')
     WHERE e.id = $1`,
    [eventId],
  );
}

/** The caller's registrations for a page of events, by event id. */
export async function registrationsOf(
  q: Queryable,
  userId: string,
  eventIds: readonly string[],
): Promise<Map<string, RegistrationRow>> {
  const out = new Map<string, RegistrationRow>();
  if (eventIds.length === 0) return out;
  const rows = await q.query<RegistrationRow>(
    `SELECT * FROM community_event_registrations WHERE user_id = $1 AND event_id = ANY($2::uuid[])`,
    [userId, eventIds],
  );
  for (const r of rows) out.set(r.event_id, r);
  return out;
}

/** Registered first, then the waitlist in order, then the rest. */
export const listParticipants = (q: Queryable, eventId: string) =>
  q.query<ParticipantRow>(
    `SELECT r.*, u.first_name, u.last_name, u.email, u.avatar_url
       FROM community_event_registrations r JOIN users u ON u.id = r.user_id
      WHERE r.event_id = $1
      ORDER BY CASE r.status WHEN 'registered' THEN 0 WHEN 'attended' THEN 0
                             WHEN 'waitlisted' THEN 1 ELSE 2 END,
               r.waitlist_position NULLS LAST, r.created_at, r.id`,
    [eventId],
  );

/** The events a member follows (or waits for), to let go when they leave. */
export const activeRegistrationsOf = (q: Queryable, userId: string) =>
  q.query<{ event_id: string }>(
    `SELECT event_id FROM community_event_registrations
      WHERE user_id = $1 AND status IN ('registered', 'waitlisted') ORDER BY event_id`,
    [userId],
  );

/** A member's events in a status, for what happens to them when the member leaves. */
export const eventIdsOfOwner = async (q: Queryable, ownerId: string, statuses: readonly string[]) =>
  (
    await q.query<{ id: string }>(
      `SELECT id FROM community_events WHERE owner_id = $1 AND status = ANY($2::text[]) ORDER BY id`,
      [ownerId, statuses],
    )
  ).map((r) => r.id);

/** Followers to tell about a cancellation. */
export const activeFollowerIds = async (q: Queryable, eventId: string) =>
  (
    await q.query<{ user_id: string }>(
      `SELECT user_id FROM community_event_registrations
        WHERE event_id = $1 AND status IN ('registered', 'waitlisted')`,
      [eventId],
    )
  ).map((r) => r.user_id);

export const registrationCounts = (q: Queryable, eventId: string) =>
  q.one<{ registered: number; waitlisted: number; cancelled: number; attended: number }>(
    `SELECT count(*) FILTER (WHERE status = 'registered')::int AS registered,
            count(*) FILTER (WHERE status = 'waitlisted')::int AS waitlisted,
            count(*) FILTER (WHERE status = 'cancelled')::int AS cancelled,
            count(*) FILTER (WHERE status = 'attended')::int AS attended
       FROM community_event_registrations WHERE event_id = $1`,
    [eventId],
  );

/** A member's active registrations with their events, soonest first. */
export const userRegistrations = (q: Queryable, userId: string, includeCompleted: boolean) =>
  q.query<RegistrationRow & { event_status: string }>(
    `SELECT r.*, e.status AS event_status
       FROM community_event_registrations r JOIN community_events e ON e.id = r.event_id
      WHERE r.user_id = $1 AND r.status <> 'cancelled'
        AND ($2::boolean OR e.status <> 'completed')
      ORDER BY e.start_datetime, e.id`,
    [userId, includeCompleted],
  );

export async function eventsByIds(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, EventRow>> {
  const out = new Map<string, EventRow>();
  if (ids.length === 0) return out;
  for (const r of await q.query<EventRow>(`${SELECT_EVENT} WHERE e.id = ANY($1::uuid[])`, [ids]))
    out.set(r.id, r);
  return out;
}

// ── views ───────────────────────────────────────────────────────────────────────────────────

/** Counts a view once per viewer and day; true when this one counted. */
export async function recordView(
  q: Queryable,
  eventId: string,
  viewer: string,
  day: string,
): Promise<boolean> {
  const inserted = await q.query(
    `INSERT INTO community_event_views (event_id, viewer, day) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING event_id`,
    [eventId, viewer, day],
  );
  if (inserted.length === 0) return false;
  await q.query(`UPDATE community_events SET view_count = view_count + 1 WHERE id = $1`, [eventId]);
  return true;
}

// ── photos ──────────────────────────────────────────────────────────────────────────────────

export interface EventImageRow {
  id: string;
  event_id: string;
  storage_key: string;
  is_primary: boolean;
  sort_order: number;
}

const IMAGE_ORDER = 'is_primary DESC, sort_order, created_at, id';

export async function imagesByEvent(
  q: Queryable,
  eventIds: readonly string[],
): Promise<Map<string, EventImageRow[]>> {
  const out = new Map<string, EventImageRow[]>();
  if (eventIds.length === 0) return out;
  const rows = await q.query<EventImageRow>(
    `SELECT id, event_id, storage_key, is_primary, sort_order FROM community_event_images
      WHERE event_id = ANY($1::uuid[]) ORDER BY event_id, ${IMAGE_ORDER}`,
    [eventIds],
  );
  for (const row of rows) out.set(row.event_id, [...(out.get(row.event_id) ?? []), row]);
  return out;
}

export async function imageStats(q: Queryable, eventId: string) {
  const row = await q.one<{ count: number; next_order: number; has_primary: boolean }>(
    `SELECT count(*)::int AS count, coalesce(max(sort_order) + 1, 0)::int AS next_order,
            coalesce(bool_or(is_primary), false) AS has_primary
       FROM community_event_images WHERE event_id = $1`,
    [eventId],
  );
  return {
    count: row?.count ?? 0,
    nextOrder: row?.next_order ?? 0,
    hasPrimary: row?.has_primary ?? false,
  };
}

export async function insertImage(
  q: Queryable,
  i: {
    id: string;
    eventId: string;
    storageKey: string;
    sortOrder: number;
    width: number;
    height: number;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO community_event_images (id, event_id, storage_key, sort_order, width, height)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [i.id, i.eventId, i.storageKey, i.sortOrder, i.width, i.height],
  );
}

export const findImage = (q: Queryable, eventId: string, imageId: string) =>
  q.one<EventImageRow>(
    `SELECT id, event_id, storage_key, is_primary, sort_order FROM community_event_images
      WHERE event_id = $1 AND id = $2`,
    [eventId, imageId],
  );

export async function deleteImage(q: Queryable, imageId: string): Promise<void> {
  await q.query(`DELETE FROM community_event_images WHERE id = $1`, [imageId]);
}

export async function setPrimaryImage(q: Queryable, eventId: string, imageId: string) {
  // Clear first: the partial unique index allows one primary per event at any moment.
  await q.query(
    `UPDATE community_event_images SET is_primary = false WHERE event_id = $1 AND is_primary`,
    [eventId],
  );
  await q.query(`UPDATE community_event_images SET is_primary = true WHERE id = $1`, [imageId]);
}

/** After the primary photo goes, the first remaining one takes its place. */
export async function promoteFirstImage(q: Queryable, eventId: string): Promise<void> {
  await q.query(
    `UPDATE community_event_images SET is_primary = true
      WHERE id = (SELECT id FROM community_event_images WHERE event_id = $1
                   ORDER BY sort_order, created_at, id LIMIT 1)`,
    [eventId],
  );
}

export const storageKeysOfEvent = async (q: Queryable, eventId: string) =>
  (
    await q.query<{ storage_key: string }>(
      `SELECT storage_key FROM community_event_images WHERE event_id = $1`,
      [eventId],
    )
  ).map((r) => r.storage_key);

// ── completion job ──────────────────────────────────────────────────────────────────────────

/**
 * Marks published events whose end (or start, without an end) has passed as completed, a batch
 * at a time. SKIP LOCKED: several processes share the work without waiting on each other, and
 * an event being edited or followed right now is taken at the next run.
 */
export const completePastEvents = (q: Queryable, now: Date, limit: number) =>
  q.query<{ id: string }>(
    `UPDATE community_events SET status = 'completed', updated_at = now()
      WHERE id IN (SELECT id FROM community_events
                    WHERE status = 'published' AND coalesce(end_datetime, start_datetime) < $1
                    ORDER BY coalesce(end_datetime, start_datetime)
                    LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [now.toISOString(), limit],
  );

// ── calendar feeds (migration 180) ──────────────────────────────────────────────────────────

export interface CalendarFeedRow {
  user_id: string;
  nonce: string;
  token_hash: string;
  created_at: Date;
}

export const findCalendarFeed = (q: Queryable, userId: string) =>
  q.one<CalendarFeedRow>(`SELECT * FROM community_event_calendar_feeds WHERE user_id = $1`, [
    userId,
  ]);

/**
 * Makes the member's feed unless they have one, in one statement (two calls at once: one row,
 * both answer it). The no-op update returns the row that won, so a revoke between two statements
 * cannot leave the call with nothing to show; `xmax = 0` tells a fresh insert from a found row.
 */
export async function ensureCalendarFeed(
  q: Queryable,
  userId: string,
  nonce: string,
  tokenHash: string,
): Promise<{ row: CalendarFeedRow; created: boolean }> {
  const row = await q.one<CalendarFeedRow & { created: boolean }>(
    `INSERT INTO community_event_calendar_feeds (user_id, nonce, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET user_id = EXCLUDED.user_id
     RETURNING *, (xmax = 0) AS created`,
    [userId, nonce, tokenHash],
  );
  const { created, ...feed } = row!;
  return { row: feed, created };
}

/** A new address for the member (rotation), or their first. */
export const replaceCalendarFeed = (
  q: Queryable,
  userId: string,
  nonce: string,
  tokenHash: string,
) =>
  q.one<CalendarFeedRow>(
    `INSERT INTO community_event_calendar_feeds (user_id, nonce, token_hash) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE
       SET nonce = EXCLUDED.nonce, token_hash = EXCLUDED.token_hash, created_at = now()
     RETURNING *`,
    [userId, nonce, tokenHash],
  ) as Promise<CalendarFeedRow>;

export async function setCalendarFeedHash(q: Queryable, userId: string, tokenHash: string) {
  await q.query(`UPDATE community_event_calendar_feeds SET token_hash = $2 WHERE user_id = $1`, [
    userId,
    tokenHash,
  ]);
}

export async function deleteCalendarFeed(q: Queryable, userId: string): Promise<void> {
  await q.query(`DELETE FROM community_event_calendar_feeds WHERE user_id = $1`, [userId]);
}

/** The member behind a feed address; a suspended or deleted account's address answers nothing. */
export const calendarFeedOwner = async (q: Queryable, tokenHash: string) =>
  (
    await q.one<{ user_id: string }>(
      `SELECT f.user_id FROM community_event_calendar_feeds f
       JOIN users u ON u.id = f.user_id AND u.account_status NOT IN ('suspended', 'deleted')
       WHERE f.token_hash = $1`,
      [tokenHash],
    )
  )?.user_id ?? null;

/**
 * The public events a member follows or waits for that end (or start, without an end) at or
 * after `since`, soonest first; capped, as a calendar app fetches the whole file every hour.
 */
export const followedEventsSince = (q: Queryable, userId: string, since: Date, limit: number) =>
  q.query<EventRow>(
    `${SELECT_EVENT}
       JOIN community_event_registrations r ON r.event_id = e.id
      WHERE r.user_id = $1 AND r.status IN ('registered', 'waitlisted')
        AND e.status IN ('published', 'cancelled', 'completed')
        AND coalesce(e.end_datetime, e.start_datetime) >= $2
      ORDER BY e.start_datetime, e.id
      LIMIT $3`,
    [userId, since.toISOString(), limit],
  );
