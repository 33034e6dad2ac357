import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pedalswap/domain';
import { post, useTestApp } from './helpers.ts';

const t = useTestApp();
const valid = {
  email: 'Riley@Example.com',
  password: 'Secret123',
  firstName: 'Riley',
  lastName: 'Lane',
  location: 'Portland, OR',
};
const BAD_REQUEST = 'Invalid request. Please check your input and try again.';

function tokenFromLink(link: string | undefined): string {
  expect(link).toMatch(/^http:\/\/pedalswap\.test\/verify-email\?token=/);
  return new URL(link!).searchParams.get('token')!;
}

describe('POST /api/auth/register', () => {
  it('creates a pending member and e-mails a verification link', async () => {
    const res = await post(t.app, '/api/auth/register', valid);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe(MESSAGES.registrationSuccess);
    expect(body.user).toMatchObject({
      email: 'riley@example.com',
      role: 'user',
      emailVerified: false,
      accountStatus: 'pending_verification',
      firstName: 'Riley',
      tokenBalance: 0,
    });
    expect(body.user.notificationPreferences.offerEmailFrequency).toBe('daily');
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(t.mail.sent).toHaveLength(1);
    const mail = t.mail.sent[0]!;
    expect(mail.to).toBe('riley@example.com');
    expect(mail.subject).toContain('PedalSwap');
    const token = tokenFromLink(mail.links?.[0]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(mail.links![0]);
    expect(mail.html).toContain('PedalSwap');
    // Only the hash is stored.
    const rows = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM email_tokens');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('answers 409 for an address already taken, whatever its case', async () => {
    expect((await post(t.app, '/api/auth/register', valid)).statusCode).toBe(201);
    const res = await post(t.app, '/api/auth/register', { ...valid, email: 'RILEY@example.COM' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'email_exists', message: MESSAGES.emailExists });
  });

  it('names every invalid field with the spec messages', async () => {
    const res = await post(t.app, '/api/auth/register', {
      email: 'not-an-email',
      password: 'short',
      firstName: 'A',
      lastName: 'Van  Der Berg',
      location: 'X',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('validation_failed');
    expect(body.message).toBe(BAD_REQUEST);
    const byPath = Object.fromEntries(
      body.details.map((d: { path: string; msg: string }) => [d.path, d.msg]),
    );
    expect(byPath).toEqual({
      email: MESSAGES.invalidEmail,
      password: 'Password must be at least 8 characters',
      firstName: 'First name must be at least 2 characters',
      lastName: MESSAGES.lastNameSpaces,
      location: 'Location must be at least 2 characters',
    });
  });

  it.each([
    ['password without upper case', { password: 'secret123' }, 'password', MESSAGES.passwordUpper],
    ['password without a number', { password: 'SecretPass' }, 'password', MESSAGES.passwordNumber],
    ['name with digits', { firstName: 'R2D2' }, 'firstName', 'First name format is invalid'],
    [
      'too long name (contract bound)',
      { lastName: 'x'.repeat(51) },
      'lastName',
      'Last name must not exceed 50 characters',
    ],
    ['wrong type', { email: 42 }, 'email', 'Email must be a string'],
    ['empty location', { location: '   ' }, 'location', 'Location is required'],
  ])('400 for %s', async (_name, change, path, msg) => {
    const res = await post(t.app, '/api/auth/register', { ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, msg });
  });

  it('400 (never 500) for missing fields, extra properties, malformed JSON and no body', async () => {
    const missing = await post(t.app, '/api/auth/register', { email: 'a@b.co' });
    expect(missing.statusCode).toBe(400);
    expect(
      missing
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['firstName', 'lastName', 'location', 'password']);
    expect(missing.json().details).toContainEqual({
      path: 'firstName',
      msg: 'First name is required',
    });

    const extra = await post(t.app, '/api/auth/register', { ...valid, role: 'owner' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().details).toEqual([{ path: 'role', msg: 'Role is not allowed' }]);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      error: 'validation_failed',
      message: BAD_REQUEST,
      details: [{ path: 'body' }],
    });

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].path).toBe('body');

    const none = await post(t.app, '/api/auth/register');
    expect(none.statusCode).toBe(400);
    expect(none.json().details).toEqual([
      { path: 'body', msg: 'Request body must be a JSON object' },
    ]);

    const array = await post(t.app, '/api/auth/register', [valid]);
    expect(array.statusCode).toBe(400);
    expect(await t.db.query('SELECT id FROM users')).toHaveLength(0);
  });
});

describe('POST /api/auth/verify-email', () => {
  it('verifies once; a reused or unknown token is refused', async () => {
    await post(t.app, '/api/auth/register', valid);
    const token = tokenFromLink(t.mail.lastLink('riley@example.com'));
    const ok = await post(t.app, '/api/auth/verify-email', { token });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(MESSAGES.emailVerified);
    expect(ok.json().user).toMatchObject({ emailVerified: true, accountStatus: 'active' });

    const again = await post(t.app, '/api/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      error: 'invalid_token',
      message: MESSAGES.invalidVerificationToken,
    });

    const unknown = await post(t.app, '/api/auth/verify-email', { token: 'nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MESSAGES.invalidVerificationToken);
  });

  it('refuses an expired token and an empty one', async () => {
    await post(t.app, '/api/auth/register', valid);
    const token = tokenFromLink(t.mail.lastLink());
    await t.db.query(`UPDATE email_tokens SET expires_at = now() - interval '1 second'`);
    expect((await post(t.app, '/api/auth/verify-email', { token })).statusCode).toBe(400);
    const empty = await post(t.app, '/api/auth/verify-email', { token: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ path: 'token', msg: MESSAGES.noVerificationToken }]);
  });
});

describe('POST /api/auth/resend-verification', () => {
  it('answers the same for unknown, verified and unverified addresses; mails only the last', async () => {
    const unknown = await post(t.app, '/api/auth/resend-verification', {
      email: 'ghost@example.com',
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: MESSAGES.verificationSent });
    expect(t.mail.sent).toHaveLength(0);

    const verified = await t.createUser({ email: 'done@example.com', verified: true });
    const v = await post(t.app, '/api/auth/resend-verification', { email: verified.email });
    expect(v.json()).toEqual(unknown.json());
    expect(t.mail.sent).toHaveLength(0);

    await post(t.app, '/api/auth/register', valid);
    const first = tokenFromLink(t.mail.lastLink());
    const again = await post(t.app, '/api/auth/resend-verification', {
      email: 'RILEY@example.com',
    });
    expect(again.json()).toEqual(unknown.json());
    expect(t.mail.sent).toHaveLength(2);
    const second = tokenFromLink(t.mail.lastLink());
    expect(second).not.toBe(first);
    // The new link replaces the old one.
    expect((await post(t.app, '/api/auth/verify-email', { token: first })).statusCode).toBe(400);
    expect((await post(t.app, '/api/auth/verify-email', { token: second })).statusCode).toBe(200);
  });

  it('validates the address', async () => {
    const res = await post(t.app, '/api/auth/resend-verification', { email: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ path: 'email', msg: MESSAGES.emailFirst }]);
  });
});
