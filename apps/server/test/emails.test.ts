// Every e-mail the server sends (verification, password reset, e-mail change, notification,
// digest) has a text and an HTML part, names PedalSwap, and links only to APP_URL.
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../src/mail/mailer.ts';
import { deliverDue } from '../src/notifications/email-delivery.ts';
import { createNotification } from '../src/notifications/service.ts';
import { call, post, useTestApp } from './helpers.ts';

const t = useTestApp();
const APP_URL = 'http://pedalswap.test';

/** Every absolute URL in a text, and every href/src of an HTML part. */
function urlsIn(mail: MailMessage): string[] {
  const inText = mail.text.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  const inHtml = [...mail.html.matchAll(/(?:href|src)="([^"]*)"/g)].map((m) => m[1]!);
  const visibleInHtml = mail.html.match(/https?:\/\/[^\s<>"']+/g) ?? [];
  return [...inText, ...inHtml, ...visibleInHtml];
}

function expectWellFormed(mail: MailMessage, mainLink: RegExp) {
  expect(mail.subject).toContain('PedalSwap');
  expect(mail.text.trim().length).toBeGreaterThan(0);
  expect(mail.html).toMatch(/^<!doctype html>/i);
  expect(mail.html).toContain('</html>');
  expect(mail.text).toContain('PedalSwap');
  expect(mail.html).toContain('PedalSwap');
  const urls = urlsIn(mail);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) expect(url.startsWith(APP_URL), url).toBe(true);
  expect(mail.links?.length).toBeGreaterThan(0);
  for (const link of mail.links ?? []) expect(link.startsWith(`${APP_URL}/`), link).toBe(true);
  const main = mail.links![0]!;
  expect(main).toMatch(mainLink);
  expect(mail.text).toContain(main);
  expect(mail.html).toContain(`href="${main}"`);
}

describe('e-mails', () => {
  it('verification (sign-up)', async () => {
    const res = await post(t.app, '/api/auth/register', {
      email: 'new@example.com',
      password: 'Secret123',
      firstName: 'Nia',
      lastName: 'Newcomer',
      location: 'Eugene, OR',
    });
    expect(res.statusCode).toBe(201);
    expect(t.mail.sent).toHaveLength(1);
    expect(t.mail.sent[0]!.to).toBe('new@example.com');
    expectWellFormed(t.mail.sent[0]!, /^http:\/\/pedalswap\.test\/verify-email\?token=[\w-]+$/);
  });

  it('password reset', async () => {
    const u = await t.createUser();
    await post(t.app, '/api/auth/forgot-password', { email: u.email });
    expect(t.mail.sent).toHaveLength(1);
    expectWellFormed(t.mail.sent[0]!, /^http:\/\/pedalswap\.test\/reset-password\?token=[\w-]+$/);
  });

  it('e-mail change (to the new address)', async () => {
    const m = await t.member();
    const res = await call(t.app, 'POST', '/api/users/email/change', {
      token: m.accessToken,
      payload: { newEmail: 'moved@example.com', currentPassword: m.password },
    });
    expect(res.statusCode).toBe(200);
    expect(t.mail.sent).toHaveLength(1);
    expect(t.mail.sent[0]!.to).toBe('moved@example.com');
    expectWellFormed(
      t.mail.sent[0]!,
      /^http:\/\/pedalswap\.test\/verify-email-change\?token=[\w-]+$/,
    );
  });

  it('notification and digest; outside or unsafe action links fall back to APP_URL', async () => {
    const instant = await t.member();
    const digest = await t.member();
    await call(t.app, 'PUT', '/api/users/profile', {
      token: instant.accessToken,
      payload: { notificationPreferences: { offerEmailFrequency: 'immediate' } },
    });
    const now = new Date('2026-01-14T18:00:00Z'); // 10:00 in Portland
    let order = 0;
    for (const [userId, actionUrl, title] of [
      [instant.id, '/items/bike/42', 'Offer <b>accepted</b> & "done"'],
      [digest.id, '/offers/7', 'New offer'],
      [digest.id, 'https://evil.example/phish', 'Outside link'],
      [digest.id, '//evil.example/x', 'Protocol-relative link'],
    ] as const) {
      // Each one a second after the last: the digest lists them in order of creation, and
      // inserts in the same millisecond (PGlite's clock) would otherwise tie.
      order += 1;
      const id = await createNotification(t.db, {
        userId,
        type: 'offer_accepted',
        title,
        message: 'Open it on <PedalSwap>',
        actionUrl,
      });
      await t.db.query(
        'UPDATE notifications SET email_due_at = $2, created_at = $3 WHERE id = $1',
        [id, now, new Date(now.getTime() - 60_000 + order * 1000)],
      );
    }
    await deliverDue({ db: t.db, mailer: t.mail, appUrl: APP_URL }, now);
    const one = t.mail.sent.find((x) => x.to === instant.email)!;
    expectWellFormed(one, /^http:\/\/pedalswap\.test\/items\/bike\/42$/);
    // People's text is escaped in the HTML part.
    expect(one.html).not.toContain('<b>accepted</b>');
    expect(one.html).toContain('Offer &lt;b&gt;accepted&lt;/b&gt; &amp; &quot;done&quot;');
    expect(one.html).toContain('Open it on &lt;PedalSwap&gt;');

    const many = t.mail.sent.find((x) => x.to === digest.email)!;
    expect(many.subject).toContain('digest');
    expectWellFormed(many, /^http:\/\/pedalswap\.test\/offers\/7$/);
    expect(many.links).toContain(`${APP_URL}/notifications`);
    expect(many.html).not.toContain('evil.example');
    expect(many.text).not.toContain('evil.example');
  });
});
