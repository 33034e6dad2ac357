// The notification e-mail job (src/notifications/email-delivery.ts; rules in openapi.yaml on
// GET /notifications), driven with a fake clock: the job is given "now", no timers run. Times
// are Pacific (America/Los_Angeles), where quiet hours are read; January is PST (UTC-8).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalDiskStorage } from '../src/storage/local-disk.ts';
import { describe, expect, it } from 'vitest';
import type { NotificationType } from '@pedalswap/domain/accounts';
import { serverJobs } from '../src/jobs/jobs.ts';
import type { MailMessage, Mailer } from '../src/mail/mailer.ts';
import { deliverDue, type DeliveryResult } from '../src/notifications/email-delivery.ts';
import { createNotification } from '../src/notifications/service.ts';
import { call, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();
const APP_URL = 'http://pedalswap.test';

/** A Pacific wall-clock time in January 2026 (PST): pst('14 23:30') is Jan 14, 23:30. */
const pst = (dayAndTime: string) => {
  const [day, time] = dayAndTime.split(' ');
  return new Date(`2026-01-${day!.padStart(2, '0')}T${time}:00-08:00`);
};

const warnings: object[] = [];
const log = { warn: (obj: object) => void warnings.push(obj) };

// The upload sweep shares the job list; these tests only run the e-mail job.
const jobStorage = createLocalDiskStorage(mkdtempSync(join(tmpdir(), 'pedalswap-jobs-')));

/** The job exactly as the scheduler runs it, at a chosen instant. */
async function runJob(now: Date, mailer: Mailer = t.mail): Promise<DeliveryResult> {
  const job = serverJobs({
    db: t.db,
    mailer,
    storage: jobStorage,
    events: t.app.events,
    offers: t.app.offerService,
    mailOutbox: t.app.mailOutbox,
    communityEvents: t.app.communityEventService,
    appUrl: APP_URL,
    log,
  }).find((j) => j.name === 'notification-emails')!;
  return (await job.run(now)) as DeliveryResult;
}

let titleCounter = 0;
/** A notification created through the service at a fake instant. Returns its (unique) title. */
async function notifyAt(userId: string, type: NotificationType, at: Date): Promise<string> {
  titleCounter += 1;
  const title = `${type} ${titleCounter}`;
  const id = await createNotification(t.db, {
    userId,
    type,
    title,
    message: `Something happened (${titleCounter})`,
    actionUrl: `/offers/${titleCounter}`,
  });
  await t.db.query('UPDATE notifications SET created_at = $2, email_due_at = $2 WHERE id = $1', [
    id,
    at,
  ]);
  return title;
}

async function setPrefs(m: Member, notificationPreferences: Record<string, unknown>) {
  const res = await call(t.app, 'PUT', '/api/users/profile', {
    token: m.accessToken,
    payload: { notificationPreferences },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const mailsTo = (m: Member) => t.mail.sent.filter((x) => x.to === m.email);
const statuses = async (m: Member) =>
  (
    await t.db.query<{ title: string; email_status: string }>(
      'SELECT title, email_status FROM notifications WHERE user_id = $1 ORDER BY created_at, title',
      [m.id],
    )
  ).map((r) => `${r.title}: ${r.email_status}`);

function expectWellFormed(mail: MailMessage) {
  expect(mail.text.length).toBeGreaterThan(0);
  expect(mail.html).toMatch(/^<!doctype html>/);
  expect(mail.text).toContain('PedalSwap');
  expect(mail.html).toContain('PedalSwap');
  for (const link of mail.links ?? []) expect(link.startsWith(`${APP_URL}/`)).toBe(true);
}

describe('offerEmailFrequency', () => {
  it('immediate: one e-mail per notification at the next run, once', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'immediate' });
    const a = await notifyAt(m.id, 'offer_received', pst('14 10:00'));
    const b = await notifyAt(m.id, 'offer_accepted', pst('14 10:01'));
    const result = await runJob(pst('14 10:01'));
    expect(result).toMatchObject({ emailsSent: 2, notificationsSent: 2, failed: 0 });
    const mails = mailsTo(m);
    expect(mails.map((x) => x.subject)).toEqual([`PedalSwap: ${a}`, `PedalSwap: ${b}`]);
    mails.forEach(expectWellFormed);
    expect(mails[0]!.links?.[0]).toBe(`${APP_URL}/offers/${a.split(' ')[1]}`);
    expect(await statuses(m)).toEqual([`${a}: sent`, `${b}: sent`]);
    // Nothing is sent twice.
    expect((await runJob(pst('14 10:02'))).emailsSent).toBe(0);
    expect(mailsTo(m)).toHaveLength(2);
  });

  it('hourly: the first digest at the next run, then one digest an hour after the last', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'hourly' });
    const first = await notifyAt(m.id, 'offer_received', pst('14 10:00'));
    await runJob(pst('14 10:00'));
    expect(mailsTo(m)).toHaveLength(1);
    expect(mailsTo(m)[0]!.subject).toBe('Your hourly PedalSwap digest: 1 new notification');
    expect(mailsTo(m)[0]!.text).toContain(first);

    const second = await notifyAt(m.id, 'offer_received', pst('14 10:10'));
    const third = await notifyAt(m.id, 'offer_completed', pst('14 10:20'));
    for (const at of ['14 10:10', '14 10:30', '14 10:59']) {
      expect((await runJob(pst(at))).emailsSent, at).toBe(0);
    }
    await runJob(pst('14 11:00'));
    const digests = mailsTo(m);
    expect(digests).toHaveLength(2);
    expect(digests[1]!.subject).toBe('Your hourly PedalSwap digest: 2 new notifications');
    expect(digests[1]!.text).toContain(second);
    expect(digests[1]!.text).toContain(third);
    digests.forEach(expectWellFormed);
    const prefs = (await call(t.app, 'GET', '/api/users/profile', { token: m.accessToken })).json()
      .user.notificationPreferences;
    expect(prefs.lastOfferDigestSent).toBe(pst('14 11:00').toISOString());
  });

  it('daily: everything since the last digest in one e-mail, 24 hours after it', async () => {
    const m = await t.member(); // daily is the default
    await t.db.query(
      `UPDATE users SET notification_preferences = jsonb_build_object('lastOfferDigestSent', $2::text)
       WHERE id = $1`,
      [m.id, pst('14 09:00').toISOString()],
    );
    const a = await notifyAt(m.id, 'offer_received', pst('14 12:00'));
    const b = await notifyAt(m.id, 'item_approved', pst('14 18:00'));
    for (const at of ['14 12:00', '14 18:05', '15 08:59']) {
      expect((await runJob(pst(at))).emailsSent, at).toBe(0);
    }
    expect(await statuses(m)).toEqual([`${a}: pending`, `${b}: pending`]);
    await runJob(pst('15 09:00'));
    expect(mailsTo(m)).toHaveLength(1);
    const digest = mailsTo(m)[0]!;
    expect(digest.subject).toBe('Your daily PedalSwap digest: 2 new notifications');
    expect(digest.html).toContain(a);
    expect(digest.html).toContain(b);
    expectWellFormed(digest);
  });

  it('weekly: held for seven days after the last digest', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'weekly' });
    await t.db.query(
      `UPDATE users SET notification_preferences = notification_preferences
         || jsonb_build_object('lastOfferDigestSent', $2::text) WHERE id = $1`,
      [m.id, pst('5 09:00').toISOString()],
    );
    await notifyAt(m.id, 'offer_rejected', pst('6 10:00'));
    for (const at of ['6 10:00', '11 20:00', '12 08:59']) {
      expect((await runJob(pst(at))).emailsSent, at).toBe(0);
    }
    await runJob(pst('12 09:00'));
    expect(mailsTo(m).map((x) => x.subject)).toEqual([
      'Your weekly PedalSwap digest: 1 new notification',
    ]);
  });

  it('never: nothing is e-mailed, and switching e-mail on later does not send old ones', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'never' });
    const a = await notifyAt(m.id, 'offer_received', pst('14 10:00'));
    const b = await notifyAt(m.id, 'token_balance_changed', pst('14 10:00'));
    expect(await runJob(pst('14 10:01'))).toMatchObject({ emailsSent: 0, skipped: 2 });
    expect(await statuses(m)).toEqual([`${a}: skipped`, `${b}: skipped`]);
    await setPrefs(m, { offerEmailFrequency: 'immediate' });
    await runJob(pst('14 10:02'));
    expect(mailsTo(m)).toHaveLength(0);
    // The notifications are still in the app.
    const list = await call(t.app, 'GET', '/api/notifications', { token: m.accessToken });
    expect(list.json().pagination.total).toBe(2);
  });
});

describe('per-type switches', () => {
  const everyType: NotificationType[] = [
    'offer_received',
    'offer_accepted',
    'offer_rejected',
    'offer_expired',
    'offer_completed',
    'offer_withdrawn',
    'message_received',
    'item_approved',
    'token_balance_changed',
  ];

  async function sentTypes(m: Member, prefs: Record<string, unknown>) {
    await setPrefs(m, { offerEmailFrequency: 'immediate', ...prefs });
    const titles = new Map<string, NotificationType>();
    for (const type of everyType) titles.set(await notifyAt(m.id, type, pst('14 10:00')), type);
    t.mail.clear();
    await runJob(pst('14 10:01'));
    return mailsTo(m)
      .map((mail) => titles.get(mail.subject.replace('PedalSwap: ', '')))
      .sort((x, y) => everyType.indexOf(x!) - everyType.indexOf(y!));
  }

  it('the defaults: offer expired and chat message e-mails are off', async () => {
    const m = await t.member();
    expect(await sentTypes(m, {})).toEqual([
      'offer_received',
      'offer_accepted',
      'offer_rejected',
      'offer_completed',
      'offer_withdrawn',
      'item_approved',
      'token_balance_changed',
    ]);
  });

  it('each switch turns off its own type; chat and expired can be turned on', async () => {
    const m = await t.member();
    expect(
      await sentTypes(m, {
        offerCreatedEmailEnabled: false,
        offerAcceptedEmailEnabled: false,
        offerRejectedEmailEnabled: false,
        offerCompletedEmailEnabled: false,
        offerExpiredEmailEnabled: true,
        chatMessageEmailEnabled: true,
      }),
    ).toEqual(['offer_expired', 'message_received', 'item_approved', 'token_balance_changed']);
  });

  it('offerNotificationsEnabled false switches off every offer e-mail', async () => {
    const m = await t.member();
    expect(
      await sentTypes(m, { offerNotificationsEnabled: false, offerExpiredEmailEnabled: true }),
    ).toEqual(['item_approved', 'token_balance_changed']);
  });

  it('the switches are read when the e-mail is due, not when the notification was made', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'immediate' });
    const title = await notifyAt(m.id, 'offer_received', pst('14 10:00'));
    await setPrefs(m, { offerCreatedEmailEnabled: false });
    await runJob(pst('14 10:01'));
    expect(mailsTo(m)).toHaveLength(0);
    expect(await statuses(m)).toEqual([`${title}: skipped`]);
  });
});

describe('quiet hours (America/Los_Angeles)', () => {
  it('22:00-08:00 crosses midnight: held at 23:30, sent at 08:00, not before', async () => {
    const m = await t.member();
    await setPrefs(m, {
      offerEmailFrequency: 'immediate',
      quietHoursEnabled: true,
      quietHoursStart: '22:00',
      quietHoursEnd: '08:00',
    });
    const evening = await notifyAt(m.id, 'offer_received', pst('14 21:59'));
    await runJob(pst('14 21:59'));
    expect(mailsTo(m).map((x) => x.subject)).toEqual([`PedalSwap: ${evening}`]);

    const night = await notifyAt(m.id, 'offer_accepted', pst('14 23:30'));
    expect(await runJob(pst('14 23:30'))).toMatchObject({ emailsSent: 0, held: 1 });
    const due = await t.db.one<{ email_due_at: Date }>(
      'SELECT email_due_at FROM notifications WHERE title = $1',
      [night],
    );
    expect(new Date(due!.email_due_at).toISOString()).toBe(pst('15 08:00').toISOString());
    const early = await notifyAt(m.id, 'offer_rejected', pst('15 03:00'));
    for (const at of ['15 00:00', '15 03:00', '15 07:59']) {
      expect((await runJob(pst(at))).emailsSent, at).toBe(0);
    }
    const result = await runJob(pst('15 08:00'));
    expect(result.emailsSent).toBe(2);
    expect(mailsTo(m).map((x) => x.subject)).toEqual([
      `PedalSwap: ${evening}`,
      `PedalSwap: ${night}`,
      `PedalSwap: ${early}`,
    ]);
    expect((await runJob(pst('15 08:05'))).emailsSent).toBe(0);
  });

  it('a window within one day (13:00-15:00) holds digests too', async () => {
    const m = await t.member();
    await setPrefs(m, {
      offerEmailFrequency: 'hourly',
      quietHoursEnabled: true,
      quietHoursStart: '13:00',
      quietHoursEnd: '15:00',
    });
    await notifyAt(m.id, 'offer_received', pst('14 14:00'));
    expect((await runJob(pst('14 14:00'))).held).toBe(1);
    expect((await runJob(pst('14 14:59'))).emailsSent).toBe(0);
    expect((await runJob(pst('14 15:00'))).emailsSent).toBe(1);
  });

  it('disabled quiet hours hold nothing', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'immediate', quietHoursStart: '22:00' });
    await notifyAt(m.id, 'offer_received', pst('14 23:30'));
    expect((await runJob(pst('14 23:30'))).emailsSent).toBe(1);
  });
});

describe('who gets e-mail', () => {
  it('a notification read in the app before its e-mail is due is not e-mailed', async () => {
    const m = await t.member();
    const title = await notifyAt(m.id, 'offer_received', pst('14 10:00'));
    await call(t.app, 'POST', '/api/notifications/mark-all-read', { token: m.accessToken });
    await runJob(pst('14 10:01'));
    expect(mailsTo(m)).toHaveLength(0);
    expect(await statuses(m)).toEqual([`${title}: skipped`]);
  });

  it('unverified and suspended members get no e-mail', async () => {
    const unverified = await t.member({ verified: false });
    const suspended = await t.member();
    await t.db.query(`UPDATE users SET account_status = 'suspended' WHERE id = $1`, [suspended.id]);
    await notifyAt(unverified.id, 'item_approved', pst('14 10:00'));
    await notifyAt(suspended.id, 'item_approved', pst('14 10:00'));
    expect(await runJob(pst('14 10:01'))).toMatchObject({ emailsSent: 0, skipped: 2 });
    expect(t.mail.sent).toHaveLength(0);
  });
});

describe('failures and concurrency', () => {
  it('a Mailer failure is retried five minutes later, then sent once', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'immediate' });
    await notifyAt(m.id, 'offer_received', pst('14 10:00'));
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP 451 try again later');
      },
    };
    expect(await runJob(pst('14 10:00'), failing)).toMatchObject({ emailsSent: 0, failed: 1 });
    expect((await runJob(pst('14 10:04'))).emailsSent).toBe(0);
    expect((await runJob(pst('14 10:05'))).emailsSent).toBe(1);
    expect((await runJob(pst('14 10:10'))).emailsSent).toBe(0);
    expect(mailsTo(m)).toHaveLength(1);
  });

  it('rows claimed by a process that died are sent again once the claim runs out', async () => {
    const m = await t.member();
    await setPrefs(m, { offerEmailFrequency: 'immediate' });
    await notifyAt(m.id, 'offer_received', pst('14 10:00'));
    // As a run that claimed the row at 10:00 and never finished would leave it.
    await t.db.query(
      `UPDATE notifications SET email_claim_id = gen_random_uuid(), email_claimed_until = $2
       WHERE user_id = $1`,
      [m.id, pst('14 10:10')],
    );
    expect((await runJob(pst('14 10:05'))).emailsSent).toBe(0);
    expect((await runJob(pst('14 10:10'))).emailsSent).toBe(1);
    expect(mailsTo(m)).toHaveLength(1);
  });

  async function members(n: number) {
    const out: { m: Member; titles: string[] }[] = [];
    for (let i = 0; i < n; i++) {
      const m = await t.member();
      await setPrefs(m, { offerEmailFrequency: i === 0 ? 'daily' : 'immediate' });
      const titles = [
        await notifyAt(m.id, 'offer_received', pst('14 10:00')),
        await notifyAt(m.id, 'offer_accepted', pst('14 10:00')),
      ];
      out.push({ m, titles });
    }
    return out;
  }

  /** How many captured e-mails mention each title: every one must be exactly 1. */
  const timesMailed = (titles: string[]) =>
    titles.map((title) => t.mail.sent.filter((x) => x.text.includes(title)).length);

  it('two runs at once send each e-mail once', async () => {
    const all = await members(3);
    const results = await Promise.all([runJob(pst('14 10:01')), runJob(pst('14 10:01'))]);
    const titles = all.flatMap((x) => x.titles);
    expect(timesMailed(titles)).toEqual(titles.map(() => 1));
    // One daily digest (2 notifications) and four immediate e-mails, shared between the runs.
    expect(t.mail.sent).toHaveLength(5);
    expect(results[0]!.emailsSent + results[1]!.emailsSent).toBe(5);
  });

  it('a run that starts while another is still sending leaves that member alone', async () => {
    const all = await members(3);
    // The first run's Mailer stalls on its first message until the second run has finished.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const stalled = new Promise<void>((resolve) => (entered = resolve));
    let first = true;
    const slow: Mailer = {
      async send(message) {
        if (first) {
          first = false;
          entered();
          await gate;
        }
        await t.mail.send(message);
      },
    };
    const runA = runJob(pst('14 10:01'), slow);
    await stalled;
    const b = await deliverDue({ db: t.db, mailer: t.mail, appUrl: APP_URL }, pst('14 10:01'));
    release();
    const a = await runA;
    const titles = all.flatMap((x) => x.titles);
    expect(timesMailed(titles)).toEqual(titles.map(() => 1));
    expect(a.emailsSent + b.emailsSent).toBe(5);
    expect(a.emailsSent).toBeGreaterThan(0);
    const pending = await t.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE email_status <> 'sent'`,
    );
    expect(pending?.n).toBe(0);
  });
});
