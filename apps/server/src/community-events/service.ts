// The community events area's behaviour (spec 3 §2.12-2.14, §4-§6; openapi.yaml tag events):
// creation and editing by the organizer, review by staff, cancellation, following with a
// capacity and a waitlist, participants and statistics. Status changes are the event-lifecycle
// machine's (lifecycle.ts); the rules and messages are @pedalswap/domain/events'.
import { createHash, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isStaff } from '@pedalswap/domain';
import {
  EVENT_LIMITS,
  EVENT_MESSAGES as M,
  EVENT_NOTIFICATION_TEXTS as N,
  canEditEvent,
  canManageEvent,
  participantDetailsFor,
  canViewEvent,
  createEventIssues,
  createEventSchema,
  eventActorOf,
  eventReasonSchema,
  eventTimeIssues,
  eventTypeOf,
  followNotesSchema,
  followOutcome,
  isEventOpenForFollowing,
  shiftedSeriesTimes,
  spotsRemaining,
  updateEventSchema,
  weeklyStarts,
  type CreateEventInput,
  type EventStatus,
  type EventType,
  type SeriesScope,
  type UpdateEventInput,
} from '@pedalswap/domain/events';
import { SYSTEM_EVENT_ACTOR, eventLifecycleDecision } from '@pedalswap/machines';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, parseOrThrow, validationFailed } from '../errors.ts';
import { recordAudit } from '../audit/service.ts';
import { createNotification, type NotificationType } from '../notifications/service.ts';
import type { Caller } from '../plugins/caller.ts';
import { variantKeys } from '../images/listing-photo.ts';
import type { Storage } from '../storage/storage.ts';
import { eventView, registrationView, type ApiEvent } from './event-view.ts';
import { eventIcs, icsFileName } from './ics.ts';
import { decideOrThrow } from './lifecycle.ts';
import * as repo from './repository.ts';

export interface EventServiceDeps {
  db: Db;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Links in calendar files (APP_URL). */
  appUrl: string;
  /** The clock; tests move it. */
  now?: () => Date;
}

export interface ListEventsQuery {
  search?: string;
  eventType?: string;
  location?: string;
  status?: string;
  ownerId?: string;
  seriesId?: string;
  startDateFrom?: string;
  startDateTo?: string;
  sortBy?: 'start_datetime' | 'created_at' | 'name';
  sortOrder?: 'asc' | 'desc';
  page?: number;
  limit?: number;
}

/** Who is reading an event: a member, or an anonymous visitor known by address and browser. */
export interface Reader {
  caller: Caller | null;
  ip: string;
  userAgent: string;
}

const notFound = () => new AppError(404, 'not_found', M.notFound);
/** The dates a call changed, for a date of a series (openapi.yaml EventEnvelope). */
const seriesIds = (row: { series_id: string | null }, ids: string[]) =>
  row.series_id ? { seriesEventIds: ids } : {};
const PUBLIC_STATUSES = ['published', 'cancelled', 'completed'];

/** Search words as prefix terms ('forest pa' -> 'forest:* & pa:*'), as the catalog does. */
function toTsQuery(search: string | undefined): string | undefined {
  const words =
    (search ?? '')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 8) ?? [];
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

function columnsOf(
  input: Partial<CreateEventInput | UpdateEventInput>,
): Partial<repo.EventColumns> {
  const iso = (v: string | null | undefined) =>
    v === undefined ? undefined : v === null ? null : new Date(v).toISOString();
  return {
    name: input.name,
    description: input.description,
    location: input.location,
    venue_name: input.venueName,
    sponsor: input.sponsor,
    external_url: input.externalUrl,
    start_datetime: iso(input.startDatetime) ?? undefined,
    end_datetime: iso(input.endDatetime),
    max_participants: input.maxParticipants,
    registration_deadline: iso(input.registrationDeadline),
    attributes: input.attributes as Record<string, unknown> | undefined,
  };
}

export function createEventService(deps: EventServiceDeps) {
  const { db, storage } = deps;
  const now = deps.now ?? (() => new Date());

  async function views(q: Queryable, rows: repo.EventRow[], viewer: Caller | null) {
    const ids = rows.map((r) => r.id);
    const [images, regs] = await Promise.all([
      repo.imagesByEvent(q, ids),
      viewer ? repo.registrationsOf(q, viewer.id, ids) : Promise.resolve(new Map()),
    ]);
    const at = now();
    return rows.map((r) =>
      eventView(storage, r, images.get(r.id) ?? [], viewer, regs.get(r.id) ?? null, at),
    );
  }
  const viewOne = async (q: Queryable, row: repo.EventRow, viewer: Caller | null) =>
    (await views(q, [row], viewer))[0]!;

  /** The event if the caller may see it (drafts and reviews: organizer and staff), else 404. */
  async function visible(q: Queryable, id: string, viewer: Caller | null, forUpdate = false) {
    const row = await repo.findEvent(q, id, forUpdate);
    if (!row || !canViewEvent(row.status, viewer ? eventActorOf(toSubject(row), viewer) : null))
      throw notFound();
    return row;
  }
  const toSubject = (row: repo.EventRow) => ({ ownerId: row.owner_id });
  const actorOf = (row: repo.EventRow, caller: Caller) => eventActorOf(toSubject(row), caller);

  async function notify(
    q: Queryable,
    userIds: readonly string[],
    type: NotificationType,
    title: string,
    message: string,
    eventId: string,
  ) {
    for (const userId of userIds)
      await createNotification(q, {
        userId,
        type,
        title,
        message,
        actionUrl: `/events/${eventId}`,
      });
  }

  /** Fills freed places from the waitlist, first in line first, each told (in the same tx). */
  async function promote(tx: Queryable, row: repo.EventRow): Promise<void> {
    const open = isEventOpenForFollowing(
      { status: row.status, startDatetime: row.start_datetime, registrationDeadline: null },
      now(),
    );
    if (!open) return;
    await repo.refreshCounts(tx, row.id);
    let fresh = (await repo.findEvent(tx, row.id))!;
    while (
      fresh.waitlist_count > 0 &&
      followOutcome(fresh.max_participants, fresh.registration_count) === 'registered'
    ) {
      const moved = await repo.promoteFirstWaitlisted(tx, row.id);
      if (!moved) break;
      await notify(
        tx,
        [moved.user_id],
        'event_promoted',
        N.promotedTitle,
        N.promoted(row.name),
        row.id,
      );
      await repo.refreshCounts(tx, row.id);
      fresh = (await repo.findEvent(tx, row.id))!;
    }
  }

  async function changeStatus(
    tx: Queryable,
    row: repo.EventRow,
    decision: { status: string; rejectionReason: string | null; cancellationReason: string | null },
  ) {
    await repo.setEventStatus(tx, row.id, decision.status, decision);
    return (await repo.findEvent(tx, row.id))!;
  }

  /** A staff review of an event, in its transaction (issue 14 item 7), on the organizer. */
  function auditReview(
    tx: Queryable,
    caller: Caller,
    row: repo.EventRow,
    action: 'event_approved' | 'event_rejected',
    reason?: string,
  ) {
    return recordAudit(tx, {
      actorId: caller.id,
      action,
      targetType: 'user',
      targetId: row.owner_id,
      details: {
        eventName: row.name,
        eventId: row.id,
        eventType: row.event_type,
        ...(reason ? { rejectionReason: reason } : {}),
      },
    });
  }

  /**
   * "The following dates" of a series (openapi.yaml SeriesScope): after this one, not started,
   * and open to `type` in their status by the lifecycle machine (a cancelled date takes no
   * edit, only a published one a cancellation). Locked in the series' order after this date's
   * own lock, this date being the first of them.
   */
  async function followingDates(
    tx: Queryable,
    row: repo.EventRow,
    caller: Caller,
    type: 'EDIT' | 'CANCEL',
  ): Promise<repo.EventRow[]> {
    if (!row.series_id) return [];
    const at = now().getTime();
    return (await repo.seriesDates(tx, row.series_id, new Date(row.start_datetime))).filter(
      (d) =>
        d.id !== row.id &&
        new Date(d.start_datetime).getTime() > at &&
        eventLifecycleDecision(d.status as EventStatus, {
          type,
          actor: actorOf(d, caller),
          reason: 'reason',
        }).allowed,
    );
  }

  /**
   * An event under lock, with the other dates of its series in `status` that have not started
   * (also locked): what a review or a publication takes as a whole. The whole series is locked
   * in its order before the addressed date is read again, for the order of followingDates.
   */
  async function withSeries(tx: Queryable, id: string, caller: Caller) {
    const peek = await visible(tx, id, caller);
    if (!peek.series_id) return { row: await visible(tx, id, caller, true), others: [] };
    const dates = await repo.seriesDates(tx, peek.series_id);
    const row = dates.find((d) => d.id === id) ?? (await visible(tx, id, caller, true));
    const at = now().getTime();
    const others = dates.filter(
      (d) =>
        d.id !== row.id && d.status === row.status && new Date(d.start_datetime).getTime() > at,
    );
    return { row, others };
  }

  return {
    /** GET /events (openapi.yaml listEvents and its decisions). */
    async list(query: ListEventsQuery, viewer: Caller | null) {
      const limit = query.limit ?? EVENT_LIMITS.pageSize;
      const page = query.page ?? 1;
      const staff = isStaff(viewer?.role);
      const ownList = !!query.ownerId && !!viewer && (viewer.id === query.ownerId || staff);
      let statuses: string[] | null;
      let ownerId = query.ownerId;
      if (ownList) statuses = query.status ? [query.status] : null;
      else if (!query.status || query.status === 'published')
        // A published event whose time has passed is completed: the Past list keeps it.
        statuses = [...repo.PUBLIC_LIST];
      else if (PUBLIC_STATUSES.includes(query.status)) statuses = [query.status];
      else if (staff) statuses = [query.status];
      else if (viewer) {
        statuses = [query.status];
        ownerId = viewer.id;
      } else return { events: [], pagination: { total: 0, page, pages: 0, totalPages: 0, limit } };
      const location = query.location?.trim().toLowerCase();
      const { rows, total } = await repo.listEvents(db, {
        statuses,
        ownerId,
        seriesId: query.seriesId,
        eventType: query.eventType,
        locationPrefix: location ? repo.escapeLike(location) : undefined,
        tsQuery: toTsQuery(query.search),
        from: query.startDateFrom,
        to: query.startDateTo,
        sortBy: query.sortBy ?? 'start_datetime',
        sortOrder: query.sortOrder ?? 'asc',
        limit,
        offset: (page - 1) * limit,
      });
      return {
        events: await views(db, rows, viewer),
        pagination: {
          total,
          page,
          pages: Math.ceil(total / limit),
          totalPages: Math.ceil(total / limit),
          limit,
        },
      };
    },

    /** GET /events/{id}: one view counted per reader and day, the organizer's own not counted. */
    async get(id: string, reader: Reader): Promise<{ event: ApiEvent }> {
      const viewer = reader.caller;
      const row = await visible(db, id, viewer);
      if (viewer?.id !== row.owner_id) {
        const who =
          viewer?.id ??
          `anon:${createHash('sha256').update(`${reader.ip}\n${reader.userAgent}`).digest('hex').slice(0, 32)}`;
        if (await repo.recordView(db, row.id, who, now().toISOString().slice(0, 10)))
          row.view_count += 1;
      }
      return { event: await viewOne(db, row, viewer) };
    },

    /** GET /events/{id}/calendar.ics: who may read the event may take it (no view counted). */
    async calendar(id: string, viewer: Caller | null) {
      const event = await viewOne(db, await visible(db, id, viewer), viewer);
      return { fileName: icsFileName(event.name), body: eventIcs(event, deps.appUrl, now()) };
    },

    /** POST /events: a draft, or a submission for review. */
    async create(body: unknown, caller: Caller) {
      // The editor checks the form with the same function before sending (spec 3 §5).
      const issues = createEventIssues(body);
      if (issues.length > 0) throw validationFailed(issues);
      // Known to be valid: createEventIssues reports a missing or unknown type.
      const type = eventTypeOf(body).data!;
      const input = parseOrThrow(createEventSchema(type), body);
      const status = input.status === 'pending_review' ? 'pending_review' : 'draft';
      if (status === 'pending_review')
        // The machine's SUBMIT from a new draft by its organizer.
        decideOrThrow({ status: 'draft' } as repo.EventRow, {
          type: 'SUBMIT',
          actor: { role: caller.role, isOwner: true },
        });
      const cols = columnsOf(input) as repo.EventColumns;
      for (const k of Object.keys(cols) as (keyof repo.EventColumns)[])
        if (cols[k] === undefined) (cols as unknown as Record<string, null>)[k] = null;
      cols.attributes = (input.attributes ?? {}) as Record<string, unknown>;
      const repeat = input.repeatWeekly;
      // A weekly series: every date at once, or none (openapi.yaml RepeatWeekly).
      const { row, ids } = await db.transaction(async (tx) => {
        if (!repeat) {
          const id = await repo.insertEvent(tx, caller.id, type, cols, status);
          return { row: (await repo.findEvent(tx, id))!, ids: [id] };
        }
        const seriesId = randomUUID();
        const first = new Date(cols.start_datetime);
        const ids: string[] = [];
        for (const start of weeklyStarts(first, repeat.count, repeat.timeZone)) {
          // The end and the deadline keep their distance from each date's start, so their
          // order stays valid whatever a daylight-saving change does to the wall clock.
          const times = shiftedSeriesTimes(
            {
              before: first,
              start: first,
              end: cols.end_datetime === null ? null : new Date(cols.end_datetime),
              deadline:
                cols.registration_deadline === null ? null : new Date(cols.registration_deadline),
            },
            { start, end: null, deadline: null },
          );
          ids.push(
            await repo.insertEvent(
              tx,
              caller.id,
              type,
              {
                ...cols,
                start_datetime: start.toISOString(),
                end_datetime: times.end?.toISOString() ?? null,
                registration_deadline: times.deadline?.toISOString() ?? null,
              },
              status,
              seriesId,
            ),
          );
        }
        return { row: (await repo.findEvent(tx, ids[0]!))!, ids };
      });
      return {
        message: repeat
          ? status === 'draft'
            ? M.seriesCreated(ids.length)
            : M.seriesSubmitted(ids.length)
          : status === 'draft'
            ? M.created
            : M.submitted,
        event: await viewOne(db, row, caller),
        ...(repeat ? { seriesEventIds: ids } : {}),
      };
    },

    /**
     * PUT /events/{id}: the organizer's edit, and/or { status: pending_review } to submit.
     * With scope 'series', the same change to the following dates of the series that have not
     * started, in the same transaction (openapi.yaml updateEvent, "Our decision").
     */
    async update(id: string, body: unknown, caller: Caller, scope: SeriesScope = 'this') {
      const { row, ids } = await db.transaction(async (tx) => {
        const row = await visible(tx, id, caller, true);
        if (!canEditEvent(actorOf(row, caller)))
          throw new AppError(403, 'forbidden', M.notAuthorizedToEdit);
        decideOrThrow(row, { type: 'EDIT', actor: actorOf(row, caller) });
        const input = parseOrThrow(updateEventSchema(row.event_type as EventType), body);
        const { status: wanted, eventType: _locked, ...fields } = input;
        const issues = eventTimeIssues({
          startDatetime: fields.startDatetime ?? row.start_datetime,
          endDatetime: fields.endDatetime === undefined ? row.end_datetime : fields.endDatetime,
          registrationDeadline:
            fields.registrationDeadline === undefined
              ? row.registration_deadline
              : fields.registrationDeadline,
        });
        if (issues.length) throw validationFailed(issues);
        const following = scope === 'series' ? await followingDates(tx, row, caller, 'EDIT') : [];
        const targets = [row, ...following];
        const mostRegistered = Math.max(...targets.map((t) => t.registration_count));
        if (fields.maxParticipants != null && fields.maxParticipants < mostRegistered)
          throw validationFailed([
            { path: 'maxParticipants', msg: M.maxBelowRegistered(mostRegistered) },
          ]);
        await repo.updateEventColumns(tx, row.id, columnsOf(fields));
        // The following dates take this date's times as it stands after the edit (its end and
        // deadline as sent, or as they were), each from its own start moved by as much.
        const merged = (sent: string | null | undefined, stored: Date | null) =>
          sent === undefined
            ? stored === null
              ? null
              : new Date(stored)
            : sent === null
              ? null
              : new Date(sent);
        const edited = {
          before: new Date(row.start_datetime),
          start: new Date(fields.startDatetime ?? row.start_datetime),
          end: merged(fields.endDatetime, row.end_datetime),
          deadline: merged(fields.registrationDeadline, row.registration_deadline),
        };
        for (const other of following) {
          const t = shiftedSeriesTimes(edited, {
            start: other.start_datetime,
            end: other.end_datetime,
            deadline: other.registration_deadline,
          });
          await repo.updateEventColumns(tx, other.id, {
            ...columnsOf(fields),
            start_datetime: t.start.toISOString(),
            end_datetime: t.end?.toISOString() ?? null,
            registration_deadline: t.deadline?.toISOString() ?? null,
          });
        }
        for (const target of targets) {
          let next = (await repo.findEvent(tx, target.id))!;
          if (wanted === 'pending_review') {
            const submit = { type: 'SUBMIT', actor: actorOf(next, caller) } as const;
            // This date must allow it (409 otherwise); a following date that does not (already
            // in review, or published) keeps its status.
            if (target === row) next = await changeStatus(tx, next, decideOrThrow(next, submit));
            else if (eventLifecycleDecision(next.status as EventStatus, submit).allowed)
              next = await changeStatus(tx, next, decideOrThrow(next, submit));
          }
          // More places (or none at all): the waitlist moves up.
          if (fields.maxParticipants !== undefined) await promote(tx, next);
        }
        return { row: (await repo.findEvent(tx, row.id))!, ids: targets.map((t) => t.id) };
      });
      const series = scope === 'series' && row.series_id !== null;
      return {
        message:
          series && ids.length > 1
            ? row.status === 'pending_review' &&
              body &&
              typeof body === 'object' &&
              'status' in body
              ? M.seriesSubmitted(ids.length)
              : M.seriesUpdated(ids.length)
            : row.status === 'pending_review'
              ? M.submitted
              : M.updated,
        event: await viewOne(db, row, caller),
        ...(series ? { seriesEventIds: ids } : {}),
      };
    },

    /** DELETE /events/{id}: the organizer or staff; followers of a live event are told. */
    async remove(id: string, caller: Caller) {
      const keys = await db.transaction(async (tx) => {
        const row = await visible(tx, id, caller, true);
        decideOrThrow(row, { type: 'DELETE', actor: actorOf(row, caller) });
        if (row.status === 'published')
          await notify(
            tx,
            await repo.activeFollowerIds(tx, row.id),
            'event_cancelled',
            N.cancelledTitle,
            N.cancelled(row.name, M.deleted),
            row.id,
          );
        const keys = await repo.storageKeysOfEvent(tx, row.id);
        await repo.deleteEvent(tx, row.id);
        return keys;
      });
      await removeStoredPhotos(deps, keys);
      return { message: M.deleted };
    },

    /**
     * POST /events/{id}/publish: staff publish their own events directly; a series with the
     * other dates of its series in the same status that have not started.
     */
    async publish(id: string, caller: Caller) {
      const { row, ids } = await db.transaction(async (tx) => {
        const { row, others } = await withSeries(tx, id, caller);
        const decision = decideOrThrow(row, { type: 'PUBLISH', actor: actorOf(row, caller) });
        for (const other of others) await changeStatus(tx, other, decision);
        return {
          row: await changeStatus(tx, row, decision),
          ids: [row, ...others].map((d) => d.id),
        };
      });
      return {
        message: ids.length > 1 ? M.seriesPublished(ids.length) : M.published,
        event: await viewOne(db, row, caller),
        ...seriesIds(row, ids),
      };
    },

    /**
     * POST /events/{id}/approve (staff): published, and the organizer told; a series is
     * approved as a whole (openapi.yaml approveEvent), with one notification.
     */
    async approve(id: string, caller: Caller) {
      const { row, ids } = await db.transaction(async (tx) => {
        const { row, others } = await withSeries(tx, id, caller);
        const decision = decideOrThrow(row, { type: 'APPROVE', actor: actorOf(row, caller) });
        for (const other of others) await changeStatus(tx, other, decision);
        const next = await changeStatus(tx, row, decision);
        await auditReview(tx, caller, row, 'event_approved');
        await notify(
          tx,
          [row.owner_id],
          'event_approved',
          N.approvedTitle,
          others.length > 0 ? N.seriesApproved(row.name, others.length + 1) : N.approved(row.name),
          row.id,
        );
        return { row: next, ids: [row, ...others].map((d) => d.id) };
      });
      return {
        message: ids.length > 1 ? M.seriesApproved(ids.length) : M.approved,
        event: await viewOne(db, row, caller),
        ...seriesIds(row, ids),
      };
    },

    /**
     * POST /events/{id}/reject (staff): back to draft with the reason, the organizer told; a
     * series as a whole, as it is approved.
     */
    async reject(id: string, body: { reason: string }, caller: Caller) {
      const reason = parseOrThrow(eventReasonSchema, body.reason, 'reason');
      const { row, ids } = await db.transaction(async (tx) => {
        const { row, others } = await withSeries(tx, id, caller);
        const decision = decideOrThrow(row, {
          type: 'REJECT',
          actor: actorOf(row, caller),
          reason,
        });
        for (const other of others) await changeStatus(tx, other, decision);
        const next = await changeStatus(tx, row, decision);
        await auditReview(tx, caller, row, 'event_rejected', reason);
        await notify(
          tx,
          [row.owner_id],
          'event_rejected',
          N.rejectedTitle,
          others.length > 0
            ? N.seriesRejected(row.name, others.length + 1, reason)
            : N.rejected(row.name, reason),
          row.id,
        );
        return { row: next, ids: [row, ...others].map((d) => d.id) };
      });
      return {
        message: ids.length > 1 ? M.seriesRejected(ids.length) : M.rejected,
        event: await viewOne(db, row, caller),
        ...seriesIds(row, ids),
      };
    },

    /**
     * POST /events/{id}/cancel: the organizer or staff, with a reason the followers get. With
     * scope 'series' (the organizer only), the following published dates that have not started
     * too, each follower told once.
     */
    async cancel(
      id: string,
      body: { reason: string },
      caller: Caller,
      scope: SeriesScope = 'this',
    ) {
      const reason = parseOrThrow(eventReasonSchema, body.reason, 'reason');
      const { row, ids } = await db.transaction(async (tx) => {
        const row = await visible(tx, id, caller, true);
        const decision = decideOrThrow(row, {
          type: 'CANCEL',
          actor: actorOf(row, caller),
          reason,
        });
        if (scope === 'series' && row.series_id && !actorOf(row, caller).isOwner)
          throw new AppError(403, 'forbidden', M.seriesOrganizerOnly);
        const following = scope === 'series' ? await followingDates(tx, row, caller, 'CANCEL') : [];
        const followers = new Set<string>();
        for (const date of [row, ...following]) {
          for (const userId of await repo.activeFollowerIds(tx, date.id)) followers.add(userId);
          await changeStatus(tx, date, decision);
        }
        await notify(
          tx,
          [...followers],
          'event_cancelled',
          N.cancelledTitle,
          following.length > 0
            ? N.seriesCancelled(row.name, following.length + 1, reason)
            : N.cancelled(row.name, reason),
          row.id,
        );
        return {
          row: (await repo.findEvent(tx, row.id))!,
          ids: [row, ...following].map((d) => d.id),
        };
      });
      return {
        message: ids.length > 1 ? M.seriesCancelled(ids.length) : M.cancelled,
        event: await viewOne(db, row, caller),
        ...(scope === 'series' && row.series_id ? { seriesEventIds: ids } : {}),
      };
    },

    /**
     * POST /events/{id}/register. Under the event's row lock: two members asking for the last
     * place at once are served one after the other, so exactly one gets it and the other is
     * waitlisted (test: community-events-follow.test.ts).
     */
    async register(id: string, body: { notes?: string } | undefined, caller: Caller) {
      const notes = parseOrThrow(followNotesSchema, body?.notes ?? '', 'notes');
      const registration = await db.transaction(async (tx) => {
        const row = await visible(tx, id, caller, true);
        if (
          !isEventOpenForFollowing(
            {
              status: row.status,
              startDatetime: row.start_datetime,
              registrationDeadline: row.registration_deadline,
            },
            now(),
          )
        )
          throw new AppError(409, 'conflict', M.followUnavailable);
        const existing = await repo.findRegistration(tx, row.id, caller.id);
        if (existing && repo.ACTIVE_REGISTRATION.includes(existing.status as 'registered'))
          throw new AppError(409, 'conflict', M.alreadyFollowing);
        const outcome = followOutcome(row.max_participants, row.registration_count);
        const reg = await repo.upsertRegistration(tx, {
          eventId: row.id,
          userId: caller.id,
          status: outcome,
          position: outcome === 'waitlisted' ? row.waitlist_count + 1 : null,
          notes,
        });
        await repo.refreshCounts(tx, row.id);
        return reg;
      });
      return {
        message:
          registration.status === 'waitlisted'
            ? M.waitlisted(registration.waitlist_position ?? 1)
            : M.following,
        registration: registrationView(registration),
      };
    },

    /** DELETE /events/{id}/register and POST /events/{id}/cancel-registration. */
    async unregister(id: string, caller: Caller) {
      const registration = await db.transaction(async (tx) => {
        const row = await visible(tx, id, caller, true);
        const existing = await repo.findRegistration(tx, row.id, caller.id);
        if (!existing || !repo.ACTIVE_REGISTRATION.includes(existing.status as 'registered'))
          throw new AppError(404, 'not_found', M.notFollowing);
        const cancelled = await repo.cancelRegistration(tx, existing.id);
        if (existing.status === 'waitlisted')
          await repo.closeWaitlistGap(tx, row.id, existing.waitlist_position ?? 0);
        await repo.refreshCounts(tx, row.id);
        if (existing.status === 'registered') await promote(tx, row);
        return cancelled;
      });
      return { message: M.unfollowed, registration: registrationView(registration) };
    },

    /** GET /events/user/registrations: what the caller follows, soonest first. */
    async myRegistrations(caller: Caller, includeCompleted: boolean) {
      const regs = await repo.userRegistrations(db, caller.id, includeCompleted);
      const rows = await repo.eventsByIds(db, [...new Set(regs.map((r) => r.event_id))]);
      const events = new Map(
        (await views(db, [...rows.values()], caller)).map((e) => [e.id, e] as const),
      );
      return {
        registrations: regs.map((r) => registrationView(r, events.get(r.event_id))),
      };
    },

    /** GET /events/{id}/participants: the organizer and staff. */
    async participants(id: string, caller: Caller) {
      const row = await visible(db, id, caller);
      const actor = actorOf(row, caller);
      if (!canManageEvent(actor)) throw new AppError(403, 'forbidden', M.participantsForbidden);
      const details = participantDetailsFor(actor);
      return {
        participants: (await repo.listParticipants(db, row.id)).map((r) =>
          registrationView(r, undefined, details),
        ),
      };
    },

    /** GET /events/{id}/statistics: the organizer and staff. */
    async statistics(id: string, caller: Caller) {
      const row = await visible(db, id, caller);
      if (!canManageEvent(actorOf(row, caller)))
        throw new AppError(403, 'forbidden', M.participantsForbidden);
      const c = (await repo.registrationCounts(db, row.id))!;
      return {
        statistics: {
          viewCount: row.view_count,
          registrationCount: row.registration_count,
          waitlistCount: row.waitlist_count,
          cancelledCount: c.cancelled,
          attendedCount: c.attended,
          spotsRemaining: spotsRemaining(row.max_participants, row.registration_count),
        },
      };
    },

    /**
     * The scheduled job: published events that are over become completed (the machine's
     * COMPLETE from the system). Batches until none is left; SKIP LOCKED in the claim lets
     * several processes run it at once.
     */
    async completePast(at: Date = now()): Promise<number> {
      if (
        !eventLifecycleDecision('published', { type: 'COMPLETE', actor: SYSTEM_EVENT_ACTOR })
          .allowed
      )
        return 0;
      let total = 0;
      for (;;) {
        const done = await repo.completePastEvents(db, at, 500);
        total += done.length;
        if (done.length < 500) return total;
      }
    },

    /**
     * A member leaves PedalSwap (users' deletion hook, in its transaction): their places go to
     * the waitlists, their published events are cancelled with followers told, and their
     * drafts and events in review are deleted (no one else can see or finish them).
     */
    async accountDeleted(tx: Queryable, userId: string): Promise<() => void> {
      for (const { event_id } of await repo.activeRegistrationsOf(tx, userId)) {
        const row = (await repo.findEvent(tx, event_id, true))!;
        const reg = (await repo.findRegistration(tx, event_id, userId))!;
        await repo.cancelRegistration(tx, reg.id);
        if (reg.status === 'waitlisted')
          await repo.closeWaitlistGap(tx, event_id, reg.waitlist_position ?? 0);
        await repo.refreshCounts(tx, event_id);
        if (reg.status === 'registered') await promote(tx, row);
      }
      for (const id of await repo.eventIdsOfOwner(tx, userId, ['published'])) {
        const row = (await repo.findEvent(tx, id, true))!;
        const reason = M.organizerLeft;
        // The machine's CANCEL, as the organizer would send it on their way out.
        await changeStatus(
          tx,
          row,
          decideOrThrow(row, { type: 'CANCEL', actor: { role: 'user', isOwner: true }, reason }),
        );
        await notify(
          tx,
          await repo.activeFollowerIds(tx, id),
          'event_cancelled',
          N.cancelledTitle,
          N.cancelled(row.name, reason),
          id,
        );
      }
      // Their private calendar address stops answering (the user row stays, anonymised, so no
      // cascade removes it).
      await repo.deleteCalendarFeed(tx, userId);
      const keys: string[] = [];
      for (const id of await repo.eventIdsOfOwner(tx, userId, ['draft', 'pending_review'])) {
        keys.push(...(await repo.storageKeysOfEvent(tx, id)));
        await repo.deleteEvent(tx, id);
      }
      return () => void removeStoredPhotos(deps, keys);
    },

    /** For the photo operations (images.ts) and the seed: the editable event under lock. */
    async editable(tx: Queryable, id: string, caller: Caller) {
      const row = await visible(tx, id, caller, true);
      if (!canEditEvent(actorOf(row, caller)))
        throw new AppError(403, 'forbidden', M.notAuthorizedToEdit);
      decideOrThrow(row, { type: 'EDIT', actor: actorOf(row, caller) });
      return row;
    },
  };
}

export async function removeStoredPhotos(
  deps: { storage: Storage; log: { warn(obj: object, msg: string): void } },
  keys: readonly string[],
) {
  await Promise.all(keys.flatMap((k) => variantKeys(k)).map((k) => deps.storage.delete(k))).catch(
    (err: unknown) => deps.log.warn({ err }, 'could not remove stored event photos'),
  );
}

export type EventService = ReturnType<typeof createEventService>;
