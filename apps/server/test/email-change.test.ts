// E-mail change (spec 1 §4 "E-mail change", §5 "Change e-mail"; openapi.yaml
// requestEmailChange, verifyEmailChange): a link to the NEW address, pendingEmail until it is
// followed, single use, expiring.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pedalswap/domain';
import { PASSWORD_MESSAGES, PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { call, post, useTestApp, type Member } from './helpers.ts';

const t = useTestApp();
const APP_URL = 'http://pedalswap.test';

const requestChange = (token: string | undefined, payload: unknown) =>
  call(t.app, 'POST', '/api/users/email/change', { token, payload });
const verify = (token: unknown) => post(t.app, '/api/users/email/verify', { token });
const profile = (token: string) => call(t.app, 'GET', '/api/users/profile', { token });

const tokenOf = (link: string | undefined) => {
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token') ?? '';
};

async function requestOk(m: Member, newEmail: string) {
  const res = await requestChange(m.accessToken, { newEmail, currentPassword: m.password });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('POST /users/email/change', () => {
  it('mails a link to the NEW address and shows the pending address until it is followed', async () => {
    const m = await t.member({ email: 'old@example.com' });
    const res = await requestOk(m, 'New.Address@Example.com');
    expect(res.json().message).toBe(PROFILE_MESSAGES.emailChangeSent);

    expect(t.mail.sent).toHaveLength(1);
    const mail = t.mail.sent[0]!;
    expect(mail.to).toBe('new.address@example.com');
    expect(mail.subject).toContain('PedalSwap');
    const link = t.mail.lastLink('new.address@example.com')!;
    expect(link).toMatch(new RegExp(`^${APP_URL}/verify-email-change\\?token=[A-Za-z0-9_-]+$`));
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link);

    const { user } = (await profile(m.accessToken)).json();
    expect(user).toMatchObject({
      email: 'old@example.com',
      pendingEmail: 'new.address@example.com',
    });
    // The current address still signs in; the new one does not yet.
    expect(
      (await post(t.app, '/api/auth/login', { email: 'old@example.com', password: m.password }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(t.app, '/api/auth/login', {
          email: 'new.address@example.com',
          password: m.password,
        })
      ).statusCode,
    ).toBe(401);
    // Only a hash of the token is stored.
    const rows = await t.db.query<{ token_hash: string; new_email: string }>(
      "SELECT token_hash, new_email FROM email_tokens WHERE purpose = 'change_email'",
    );
    expect(rows).toEqual([
      { token_hash: expect.any(String), new_email: 'new.address@example.com' },
    ]);
    expect(rows[0]!.token_hash).not.toBe(tokenOf(link));
  });

  it('400 invalid_password for a wrong current password (nothing recorded or sent)', async () => {
    const m = await t.member();
    const res = await requestChange(m.accessToken, {
      newEmail: 'fresh@example.com',
      currentPassword: 'Wrong1234',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'invalid_password',
      message: PASSWORD_MESSAGES.wrongCurrentPassword,
      details: [{ path: 'currentPassword', msg: PASSWORD_MESSAGES.wrongCurrentPassword }],
    });
    expect(t.mail.sent).toHaveLength(0);
    expect((await profile(m.accessToken)).json().user.pendingEmail).toBeNull();
  });

  it('409 email_taken for an address another account uses, whatever its case', async () => {
    await t.createUser({ email: 'taken@example.com' });
    const m = await t.member();
    const res = await requestChange(m.accessToken, {
      newEmail: 'TAKEN@example.com',
      currentPassword: m.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'email_taken', message: PROFILE_MESSAGES.emailTaken });
    expect(t.mail.sent).toHaveLength(0);
  });

  it('400 with the spec message for the same address, compared case-insensitively', async () => {
    const m = await t.member({ email: 'same@example.com' });
    for (const newEmail of ['same@example.com', 'SAME@Example.COM', '  same@example.com ']) {
      const res = await requestChange(m.accessToken, { newEmail, currentPassword: m.password });
      expect(res.statusCode, newEmail).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'newEmail', msg: PROFILE_MESSAGES.emailChangeSame },
      ]);
    }
    expect(t.mail.sent).toHaveLength(0);
  });

  it('400 with the spec messages for empty or malformed values and malformed bodies', async () => {
    const m = await t.member();
    const empty = await requestChange(m.accessToken, { newEmail: '', currentPassword: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([
      { path: 'newEmail', msg: PROFILE_MESSAGES.emailChangeBoth },
      { path: 'currentPassword', msg: PROFILE_MESSAGES.emailChangeBoth },
    ]);
    for (const newEmail of ['no-at-sign', 'a@b', 'a b@c.d']) {
      const res = await requestChange(m.accessToken, { newEmail, currentPassword: m.password });
      expect(res.statusCode, newEmail).toBe(400);
      expect(res.json().details).toEqual([{ path: 'newEmail', msg: MESSAGES.invalidEmail }]);
    }
    for (const [payload, path] of [
      [{ newEmail: 'x@example.com' }, 'currentPassword'],
      [{ currentPassword: m.password }, 'newEmail'],
      [{ newEmail: 5, currentPassword: m.password }, 'newEmail'],
      [{ newEmail: 'x@example.com', currentPassword: m.password, extra: 1 }, 'extra'],
      [[], 'body'],
    ] as const) {
      const res = await requestChange(m.accessToken, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect(t.mail.sent).toHaveLength(0);
  });

  it('401 without a valid token', async () => {
    const body = { newEmail: 'x@example.com', currentPassword: 'Secret123' };
    expect((await requestChange(undefined, body)).statusCode).toBe(401);
    expect((await requestChange('garbage', body)).statusCode).toBe(401);
    expect((await requestChange(undefined, {})).statusCode).toBe(401);
  });

  it('a new request replaces the pending address and the earlier link stops working', async () => {
    const m = await t.member();
    await requestOk(m, 'first@example.com');
    const firstToken = tokenOf(t.mail.lastLink('first@example.com'));
    await requestOk(m, 'second@example.com');
    expect((await profile(m.accessToken)).json().user.pendingEmail).toBe('second@example.com');
    expect((await verify(firstToken)).statusCode).toBe(400);
    const res = await verify(tokenOf(t.mail.lastLink('second@example.com')));
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('second@example.com');
  });
});

describe('POST /users/email/verify', () => {
  it('sets the new address (verified), clears pendingEmail, ends the sessions; works once', async () => {
    const m = await t.member({ email: 'before@example.com' });
    await requestOk(m, 'after@example.com');
    const token = tokenOf(t.mail.lastLink('after@example.com'));

    const res = await verify(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      email: 'after@example.com',
      message: PROFILE_MESSAGES.emailChanged,
    });

    // Every session ended (the page offers Go to Login): the old access token is refused at once.
    expect((await profile(m.accessToken)).statusCode).toBe(401);
    const login = await post(t.app, '/api/auth/login', {
      email: 'after@example.com',
      password: m.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({
      email: 'after@example.com',
      pendingEmail: null,
      emailVerified: true,
    });
    expect(
      (await post(t.app, '/api/auth/login', { email: 'before@example.com', password: m.password }))
        .statusCode,
    ).toBe(401);

    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'invalid_token',
      message: PROFILE_MESSAGES.invalidEmailChangeToken,
    });
  });

  it('refuses an expired link (24 hours) and leaves the address as it was', async () => {
    const m = await t.member({ email: 'stay@example.com' });
    await requestOk(m, 'late@example.com');
    const token = tokenOf(t.mail.lastLink('late@example.com'));
    const row = await t.db.one<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours
       FROM email_tokens WHERE purpose = 'change_email'`,
    );
    expect(row?.hours).toBe(24);
    await t.db.query(
      `UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'change_email'`,
    );
    const res = await verify(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_token');
    expect((await profile(m.accessToken)).json().user.email).toBe('stay@example.com');
  });

  it('409 when another account took the address after the request', async () => {
    const m = await t.member({ email: 'mine@example.com' });
    await requestOk(m, 'contested@example.com');
    const token = tokenOf(t.mail.lastLink('contested@example.com'));
    await t.createUser({ email: 'Contested@example.com' });
    const res = await verify(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('email_taken');
    expect((await profile(m.accessToken)).json().user.email).toBe('mine@example.com');
  });

  it('400 for unknown, empty or malformed tokens; no sign-in needed', async () => {
    const unknown = await verify('x'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      error: 'invalid_token',
      message: PROFILE_MESSAGES.invalidEmailChangeToken,
    });
    for (const token of ['', '   ']) {
      const res = await verify(token);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([
        { path: 'token', msg: PROFILE_MESSAGES.invalidEmailChangeToken },
      ]);
    }
    expect((await verify(42)).statusCode).toBe(400);
    expect((await post(t.app, '/api/users/email/verify', {})).statusCode).toBe(400);
    expect(
      (await post(t.app, '/api/users/email/verify', { token: 'x'.repeat(513) })).statusCode,
    ).toBe(400);
  });

  it('a reset-password or verification token is not an e-mail-change token', async () => {
    const m = await t.member();
    await post(t.app, '/api/auth/forgot-password', { email: m.email });
    const resetToken = tokenOf(t.mail.lastLink(m.email));
    const res = await verify(resetToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_token');
  });
});
