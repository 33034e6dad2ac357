import { describe, expect, it } from 'vitest';
import { bearer, post, useTestApp } from './helpers.ts';

const t = useTestApp();

describe('logs', () => {
  it('never contain passwords, tokens or Authorization headers', async () => {
    const password = 'VerySecret123';
    await post(t.app, '/api/auth/register', {
      email: 'log@example.com',
      password,
      firstName: 'Lo',
      lastName: 'Gger',
      location: 'Eugene',
    });
    const verifyToken = new URL(t.mail.lastLink()!).searchParams.get('token')!;
    await post(t.app, '/api/auth/login', { email: 'log@example.com', password: 'WrongButSecret9' });
    const s = (await post(t.app, '/api/auth/login', { email: 'log@example.com', password })).json();
    await t.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: bearer(s.accessToken),
    });
    await t.app.inject({ method: 'GET', url: `/api/nope?token=${s.accessToken}` });
    const r = (await post(t.app, '/api/auth/refresh', { refreshToken: s.refreshToken })).json();
    await post(t.app, '/api/auth/refresh', { refreshToken: s.refreshToken }); // reuse: logged as a warning
    await post(t.app, '/api/auth/verify-email', { token: verifyToken });
    await post(t.app, '/api/auth/logout', { refreshToken: r.refreshToken });
    // A crash with a body full of secrets is logged too.
    t.app.log.info({ body: { password, refreshToken: s.refreshToken } }, 'explicit log of a body');

    const all = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(10);
    for (const secret of [
      password,
      'WrongButSecret9',
      s.accessToken,
      s.refreshToken,
      r.accessToken,
      r.refreshToken,
      verifyToken,
    ]) {
      expect(all).not.toContain(secret);
    }
    expect(all.toLowerCase()).not.toContain('bearer ');
    expect(all).toContain('[Redacted]');
  });
});
