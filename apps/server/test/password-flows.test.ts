// Forgot, reset and change password (spec 1 §4 "Password reset", §5; openapi.yaml).
import { describe, expect, it } from 'vitest';
import { bearer, post, useTestApp } from './helpers.ts';

const t = useTestApp();

const tokenOf = (link: string | undefined) =>
  new URL(link ?? 'http://x/').searchParams.get('token') ?? '';

async function requestReset(email: string) {
  const res = await post(t.app, '/api/auth/forgot-password', { email });
  expect(res.statusCode, res.body).toBe(200);
  return res;
}

describe('POST /auth/forgot-password', () => {
  it('answers the same generic success for known and unknown addresses', async () => {
    const u = await t.createUser();
    const known = await requestReset(u.email.toUpperCase());
    const unknown = await requestReset('nobody@example.com');
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toContain('If an account exists with that email');
    expect(t.mail.sent).toHaveLength(1);
    const mail = t.mail.sent[0]!;
    expect(mail.to).toBe(u.email);
    expect(mail.subject).toContain('PedalSwap');
    expect(mail.text).toContain('http://pedalswap.test/reset-password?token=');
    expect(mail.html).toContain('http://pedalswap.test/reset-password?token=');
    expect(mail.html).toContain('PedalSwap');
  });

  it('stores only a hash of the token', async () => {
    const u = await t.createUser();
    await requestReset(u.email);
    const token = tokenOf(t.mail.lastLink(u.email));
    const rows = await t.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM email_tokens WHERE purpose = 'reset_password'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).not.toContain(token);
  });

  it('rejects a malformed address with details', async () => {
    const res = await post(t.app, '/api/auth/forgot-password', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { path: 'email', msg: 'Please enter a valid email address' },
    ]);
  });
});

describe('POST /auth/reset-password', () => {
  it('sets the password, ends every session, unlocks, and works once', async () => {
    const u = await t.createUser();
    const session = await t.login(u.email);
    await t.db.query(
      "UPDATE users SET locked_until = now() + interval '10 minutes', failed_login_count = 5 WHERE id = $1",
      [u.id],
    );
    await requestReset(u.email);
    const token = tokenOf(t.mail.lastLink(u.email));
    const body = { token, newPassword: 'newpass99', confirmPassword: 'newpass99' };
    const res = await post(t.app, '/api/auth/reset-password', body);
    expect(res.statusCode, res.body).toBe(200);
    // The old session's access token is refused at once.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(session.accessToken),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await post(t.app, '/api/auth/refresh', { refreshToken: session.refreshToken });
    expect(refresh.statusCode).toBe(401);
    // Unlocked, and the new password works.
    await t.login(u.email, 'newpass99');
    const again = await post(t.app, '/api/auth/reset-password', body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      error: 'invalid_token',
      message: 'Invalid or missing reset token',
    });
  });

  it('refuses an expired token', async () => {
    const u = await t.createUser();
    await requestReset(u.email);
    const token = tokenOf(t.mail.lastLink(u.email));
    await t.db.query("UPDATE email_tokens SET expires_at = now() - interval '1 second'");
    const res = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_token');
  });

  it('expires after one hour', async () => {
    const u = await t.createUser();
    await requestReset(u.email);
    const [row] = await t.db.query<{ secs: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS secs FROM email_tokens',
    );
    expect(row!.secs).toBe(3600);
  });

  it.each([
    [
      { token: 'x', newPassword: 'short1', confirmPassword: 'short1' },
      'newPassword',
      'Password must be at least 8 characters long',
    ],
    [
      { token: 'x', newPassword: 'longenough', confirmPassword: 'longenough' },
      'newPassword',
      'Password must contain at least one number',
    ],
    [
      { token: 'x', newPassword: '12345678', confirmPassword: '12345678' },
      'newPassword',
      'Password must contain at least one letter',
    ],
    [
      { token: 'x', newPassword: 'newpass99', confirmPassword: 'newpass98' },
      'confirmPassword',
      'Passwords do not match',
    ],
    [
      { token: '', newPassword: 'newpass99', confirmPassword: 'newpass99' },
      'token',
      'Invalid or missing reset token',
    ],
  ])('validates %j', async (body, path, msg) => {
    const res = await post(t.app, '/api/auth/reset-password', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual({ path, msg });
  });

  it('answers 400 for a missing field and a wrong type, never 500', async () => {
    const a = await post(t.app, '/api/auth/reset-password', {
      token: 'x',
      newPassword: 'newpass99',
    });
    expect(a.statusCode).toBe(400);
    const b = await post(t.app, '/api/auth/reset-password', {
      token: 1,
      newPassword: 'newpass99',
      confirmPassword: 'newpass99',
    });
    expect(b.statusCode).toBe(400);
  });
});

describe('POST /auth/change-password', () => {
  it('changes the password, ends the other sessions and keeps this one', async () => {
    const u = await t.createUser();
    const here = await t.login(u.email);
    const other = await t.login(u.email);
    const res = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Changed123', confirmPassword: 'Changed123' },
      bearer(here.accessToken),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Password changed successfully!');
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(here.accessToken),
    });
    expect(mine.statusCode).toBe(200);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(other.accessToken),
    });
    expect(theirs.statusCode).toBe(401);
    await t.login(u.email, 'Changed123');
  });

  it('answers 400 invalid_password for a wrong current password (not 401)', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email);
    const res = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: 'Wrong1234', newPassword: 'Changed123', confirmPassword: 'Changed123' },
      bearer(s.accessToken),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_password');
  });

  it('uses the spec messages', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email);
    const mismatch = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Changed123', confirmPassword: 'Changed124' },
      bearer(s.accessToken),
    );
    expect(mismatch.json().details).toContainEqual({
      path: 'confirmPassword',
      msg: 'New passwords do not match',
    });
    const short = await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Ab1', confirmPassword: 'Ab1' },
      bearer(s.accessToken),
    );
    expect(short.json().details).toContainEqual({
      path: 'newPassword',
      msg: 'Password must be at least 8 characters long',
    });
  });

  it('needs a bearer token', async () => {
    const res = await post(t.app, '/api/auth/change-password', {
      currentPassword: 'a',
      newPassword: 'Changed123',
      confirmPassword: 'Changed123',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('never contain passwords or tokens of these flows', async () => {
    const u = await t.createUser();
    const s = await t.login(u.email);
    await requestReset(u.email);
    const token = tokenOf(t.mail.lastLink(u.email));
    await post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: u.password, newPassword: 'Secretive77', confirmPassword: 'Secretive77' },
      bearer(s.accessToken),
    );
    await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'Another888',
      confirmPassword: 'Another888',
    });
    const all = t.logs.join('\n');
    expect(all.length).toBeGreaterThan(0);
    for (const secret of [
      u.password,
      'Secretive77',
      'Another888',
      token,
      s.accessToken,
      s.refreshToken,
    ])
      expect(all).not.toContain(secret);
  });
});
