// E-mail delivery of notifications, run by the scheduler (src/jobs/scheduler.ts) every minute.
//
// Rules (our decisions where spec 1 §3 only names the preferences; also documented on
// GET /notifications in openapi.yaml):
// - Every notification is shown in the app; only its e-mail copy follows the preferences, read
//   when the e-mail is due (not when the notification was created).
// - Per-type switches: offer_received → offerCreatedEmailEnabled, offer_accepted →
//   offerAcceptedEmailEnabled, offer_rejected → offerRejectedEmailEnabled, offer_expired →
//   offerExpiredEmailEnabled, offer_completed → offerCompletedEmailEnabled, offer_withdrawn →
//   offerCreatedEmailEnabled, message_received →
//   chatMessageEmailEnabled. offerNotificationsEnabled=false switches off every offer e-mail.
//   item_approved, item_rejected, token_balance_changed and the event_* types have no switch
//   of their own.
// - offerEmailFrequency applies to every e-mailed type: immediate = one e-mail per notification;
//   hourly / daily / weekly = one digest listing everything pending, sent once 1 h / 24 h / 7 days
//   have passed since lastOfferDigestSent (none yet: at the next run), which is then set to the
//   run's time; never = no e-mail. We chose "period since the last digest" over fixed local times
//   (08:00 / Monday): simpler, and a member's first digest does not wait for a calendar slot.
// - Quiet hours (quietHoursEnabled, start/end "HH:00", may cross midnight) are read in
//   America/Los_Angeles time; nothing is e-mailed inside them, the e-mail waits until they end.
// - A notification read in the app before its e-mail goes out is not e-mailed (the member has
//   seen it). Members without a verified e-mail address, and suspended ones, get no e-mail.
// - A row whose e-mail is switched off becomes 'skipped' for good: switching the e-mail on later
//   does not send old notifications. Held rows get email_due_at moved to when they may go out,
//   so the job does not re-read them every minute (a preference change takes effect then).
//
// Concurrency and delivery guarantee: a run handles each member in three steps.
// 1. CLAIM, in one short transaction: a per-member advisory lock (pg_try_advisory_xact_lock;
//    busy -> another process is claiming for this member, skip), a check that no claim of this
//    member is still in flight (so two digests cannot race), then the due rows are read with
//    SELECT ... FOR UPDATE SKIP LOCKED, skipped and held rows are settled, and the rows to send
//    get a claim id and a lease (email_claimed_until = now + CLAIM_LEASE_MS). Commit.
// 2. SEND, outside any transaction: no lock and no connection (PGlite has only one) is held
//    while the Mailer talks to an SMTP server.
// 3. MARK: rows still carrying this claim id become 'sent' (and a digest sets
//    lastOfferDigestSent). A Mailer failure releases the claim and retries the rows after
//    RETRY_DELAY_MS.
// Several processes running at once therefore never send the same e-mail twice while they run
// normally. Delivery is AT-LEAST-ONCE: if a process dies between the Mailer accepting a message
// and step 3 (or sends for longer than the lease), the claim runs out and the rows are sent
// again by a later run. We prefer a rare duplicate to a silently lost e-mail.
import {
  type NotificationPreferenceValues,
  withPreferenceDefaults,
  type NotificationType,
} from '@pedalswap/domain/accounts';
import { randomUUID } from 'node:crypto';
import type { Db, Queryable } from '../db/db.ts';
import type { Mailer, MailMessage } from '../mail/mailer.ts';
import { digestMail, notificationMail, type DigestFrequency } from './email-templates.ts';
import { MARKETPLACE_TIME_ZONE, isQuiet, quietHoursEnd } from './quiet-hours.ts';
import * as repo from './repository.ts';
export const DIGEST_PERIOD_MS: Readonly<Record<DigestFrequency, number>> = {
  hourly: 3_600_000,
  daily: 24 * 3_600_000,
  weekly: 7 * 24 * 3_600_000,
};
export const RETRY_DELAY_MS = 5 * 60_000;
/** How long a claim protects rows being sent; past it, another run may take them again. */
export const CLAIM_LEASE_MS = 10 * 60_000;
/** Members handled per run; the rest are picked up at the next run. */
const USERS_PER_RUN = 200;

type PreferenceSwitch = keyof Pick<
  NotificationPreferenceValues,
  | 'offerCreatedEmailEnabled'
  | 'offerAcceptedEmailEnabled'
  | 'offerRejectedEmailEnabled'
  | 'offerExpiredEmailEnabled'
  | 'offerCompletedEmailEnabled'
  | 'chatMessageEmailEnabled'
>;

const TYPE_SWITCH: Readonly<Record<NotificationType, PreferenceSwitch | null>> = {
  offer_received: 'offerCreatedEmailEnabled',
  offer_accepted: 'offerAcceptedEmailEnabled',
  offer_rejected: 'offerRejectedEmailEnabled',
  offer_expired: 'offerExpiredEmailEnabled',
  offer_completed: 'offerCompletedEmailEnabled',
  // The owner who hears of new offers on their listings also hears when one is taken back.
  offer_withdrawn: 'offerCreatedEmailEnabled',
  message_received: 'chatMessageEmailEnabled',
  item_approved: null,
  item_rejected: null,
  token_balance_changed: null,
  event_approved: null,
  event_rejected: null,
  event_cancelled: null,
  event_promoted: null,
};

const isOfferType = (type: string) => type.startsWith('offer_');

/** Whether this type of notification may be e-mailed at all under these preferences. */
export function emailEnabledFor(type: string, prefs: NotificationPreferenceValues): boolean {
  if (prefs.offerEmailFrequency === 'never') return false;
  if (isOfferType(type) && !prefs.offerNotificationsEnabled) return false;
  const key = TYPE_SWITCH[type as NotificationType];
  if (key === undefined) return false; // a type this server does not know: in-app only
  return key === null ? true : prefs[key];
}

export interface PendingEmail {
  id: string;
  type: string;
  title: string;
  message: string;
  actionUrl: string | null;
  read: boolean;
  createdAt: Date;
}

export type DeliveryPlan =
  | { kind: 'hold'; skip: string[]; until: Date; ids: string[] }
  | { kind: 'immediate'; skip: string[]; send: PendingEmail[] }
  | { kind: 'digest'; skip: string[]; send: PendingEmail[]; frequency: DigestFrequency }
  | { kind: 'none'; skip: string[] };

/** The decision for one member's due rows at `now`; pure, so the rules are tested directly. */
export function planDelivery(
  rows: PendingEmail[],
  prefs: NotificationPreferenceValues,
  now: Date,
  opts: { canReceive: boolean; timeZone?: string } = { canReceive: true },
): DeliveryPlan {
  const skip: string[] = [];
  const send: PendingEmail[] = [];
  for (const row of rows) {
    if (!opts.canReceive || row.read || !emailEnabledFor(row.type, prefs)) skip.push(row.id);
    else send.push(row);
  }
  if (send.length === 0) return { kind: 'none', skip };
  const ids = send.map((r) => r.id);
  const quiet = {
    enabled: prefs.quietHoursEnabled,
    start: prefs.quietHoursStart,
    end: prefs.quietHoursEnd,
  };
  const tz = opts.timeZone ?? MARKETPLACE_TIME_ZONE;
  if (isQuiet(now, quiet, tz)) {
    return { kind: 'hold', skip, ids, until: quietHoursEnd(now, quiet, tz) };
  }
  const frequency = prefs.offerEmailFrequency;
  if (frequency === 'immediate') return { kind: 'immediate', skip, send };
  // 'never' was already skipped by emailEnabledFor; kept for the type narrowing.
  if (frequency === 'never') return { kind: 'none', skip: [...skip, ...ids] };
  const last = prefs.lastOfferDigestSent ? Date.parse(prefs.lastOfferDigestSent) : NaN;
  if (!Number.isNaN(last)) {
    const dueAt = last + DIGEST_PERIOD_MS[frequency];
    if (now.getTime() < dueAt) return { kind: 'hold', skip, ids, until: new Date(dueAt) };
  }
  return { kind: 'digest', skip, send, frequency };
}

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  log?: {
    warn(obj: object, msg: string): void;
    info?(obj: object, msg: string): void;
  };
}

export interface DeliveryResult {
  /** E-mails handed to the Mailer (a digest counts once). */
  emailsSent: number;
  notificationsSent: number;
  skipped: number;
  held: number;
  failed: number;
}

/** One delivery run: every member with e-mails due at `now`. Safe to run concurrently. */
export async function deliverDue(
  deps: DeliveryDeps,
  now: Date = new Date(),
): Promise<DeliveryResult> {
  const result: DeliveryResult = {
    emailsSent: 0,
    notificationsSent: 0,
    skipped: 0,
    held: 0,
    failed: 0,
  };
  const users = await repo.membersWithDueEmail(deps.db, now, USERS_PER_RUN);
  for (const { user_id: userId } of users) {
    try {
      const claim = await deps.db.transaction((tx) => claimForUser(tx, userId, now, result));
      if (claim) await sendClaimed(deps, claim, now, result);
    } catch (err) {
      result.failed += 1;
      deps.log?.warn({ err, userId }, 'notification e-mail delivery failed for a member');
    }
  }
  return result;
}

interface Claim {
  id: string;
  userId: string;
  user: repo.MailRecipientRow;
  plan: Extract<DeliveryPlan, { kind: 'immediate' | 'digest' }>;
}

/** Step 1: settles skipped and held rows and claims the rows to send; null: nothing to send. */
async function claimForUser(
  tx: Queryable,
  userId: string,
  now: Date,
  result: DeliveryResult,
): Promise<Claim | null> {
  // Busy: another process is claiming this member's e-mail right now.
  if (!(await repo.tryLockMemberEmail(tx, userId))) return null;
  // Another run is sending this member's e-mail.
  if (await repo.memberEmailInFlight(tx, userId, now)) return null;
  const user = await repo.findMailRecipient(tx, userId);
  if (!user) return null;
  const rows = await repo.lockDueEmails(tx, userId, now);
  if (rows.length === 0) return null;
  const prefs = withPreferenceDefaults(user.notification_preferences);
  const pending: PendingEmail[] = rows.map((r) => ({
    id: r.id,
    type: r.type,
    title: r.title,
    message: r.message,
    actionUrl: r.action_url,
    read: r.read_at !== null,
    createdAt: new Date(r.created_at),
  }));
  const plan = planDelivery(pending, prefs, now, {
    canReceive:
      user.email_verified &&
      user.account_status !== 'suspended' &&
      user.account_status !== 'deleted',
  });

  if (plan.skip.length > 0) {
    await repo.skipEmails(tx, plan.skip);
    result.skipped += plan.skip.length;
  }
  if (plan.kind === 'none') return null;
  if (plan.kind === 'hold') {
    await repo.holdEmails(tx, plan.ids, plan.until);
    result.held += plan.ids.length;
    return null;
  }
  const id = randomUUID();
  await repo.claimEmails(
    tx,
    plan.send.map((n) => n.id),
    id,
    new Date(now.getTime() + CLAIM_LEASE_MS),
  );
  return { id, userId, user, plan };
}

/** Steps 2 and 3: sends outside any transaction, then marks what the Mailer accepted. */
async function sendClaimed(
  deps: DeliveryDeps,
  claim: Claim,
  now: Date,
  result: DeliveryResult,
): Promise<void> {
  const { user, plan, userId } = claim;
  const messages: { mail: MailMessage; ids: string[] }[] =
    plan.kind === 'immediate'
      ? plan.send.map((n) => ({
          mail: notificationMail(deps.appUrl, user.email, user.first_name, n),
          ids: [n.id],
        }))
      : [
          {
            mail: digestMail(deps.appUrl, user.email, user.first_name, plan.frequency, plan.send),
            ids: plan.send.map((n) => n.id),
          },
        ];
  for (const { mail, ids } of messages) {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      deps.log?.warn(
        { err, userId },
        'notification e-mail not accepted by the mailer; retrying later',
      );
      await repo.releaseEmailClaim(
        deps.db,
        ids,
        claim.id,
        new Date(now.getTime() + RETRY_DELAY_MS),
      );
      result.failed += 1;
      continue;
    }
    await deps.db.transaction(async (tx) => {
      await repo.markEmailsSent(tx, ids, claim.id, now);
      if (plan.kind === 'digest') await repo.setLastDigestSent(tx, userId, now);
    });
    result.emailsSent += 1;
    result.notificationsSent += ids.length;
  }
}
