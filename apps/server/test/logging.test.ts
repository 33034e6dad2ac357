import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createFileMailer } from '../src/mail/nodemailer-mailer.ts';
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

describe('logs of failures', () => {
  it('a 500 during sign-up logs neither the password hash nor the e-mail (no SQL parameters)', async () => {
    // A trigger makes the INSERT fail the way an outage or a bug would: the error carries the
    // statement's parameters, the hash and the address among them.
    await t.db.exec(`
      CREATE OR REPLACE FUNCTION fail_user_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'simulated failure'; END $$ LANGUAGE plpgsql;
      CREATE TRIGGER fail_user_insert BEFORE INSERT ON users
        FOR EACH ROW EXECUTE FUNCTION fail_user_insert();`);
    try {
      const res = await post(t.app, '/api/auth/register', {
        email: 'hash.leak@example.com',
        password: 'VerySecret123',
        firstName: 'Hash',
        lastName: 'Leak',
        location: 'Salem',
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.exec('DROP TRIGGER fail_user_insert ON users; DROP FUNCTION fail_user_insert();');
    }
    const all = t.logs.join('\n');
    expect(all).toContain('simulated failure');
    expect(all).not.toContain('$argon2');
    expect(all).not.toContain('hash.leak@example.com');
  });

  it('the file mailer (no SMTP_URL) logs where the message is, never its live links', async () => {
    const lines: string[] = [];
    const record = (...args: unknown[]) => void lines.push(JSON.stringify(args));
    const log = {
      info: record,
      warn: record,
      error: record,
      debug: record,
    } as unknown as FastifyBaseLogger;
    const dir = mkdtempSync(join(tmpdir(), 'pedalswap-mail-'));
    try {
      const mailer = createFileMailer(dir, 'PedalSwap <no-reply@pedalswap.test>', log);
      const link = 'http://pedalswap.test/reset-password?token=live-reset-token-0123456789abcdef';
      await mailer.send({
        to: 'member@example.com',
        subject: 'Reset your PedalSwap password',
        text: link,
        html: `<a href="${link}">reset</a>`,
        links: [link],
      });
      const all = lines.join('\n');
      expect(all).toContain('.eml');
      expect(all).not.toContain('live-reset-token-0123456789abcdef');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
