import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { findRepoRoot } from '../src/repo-root.ts';

const root = findRepoRoot();

describe('loadConfig', () => {
  it('has defaults that work with nothing set; DATA_DIR defaults to <repo>/data from any workspace', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const c = loadConfig(
      { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) },
      { cwd: join(root, 'apps/server') },
    );
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: null,
      appUrl: 'http://localhost:3000',
      smtpUrl: null,
      seed: 'demo',
      logLevel: 'info',
      authRateLimitPerMinute: 20,
      createRateLimitPerMinute: 60,
    });
    expect(c.openapiPath).toBe(join(root, 'openapi.yaml'));
    const defaults = loadConfig({ JWT_SECRET: 'x'.repeat(32) }, { cwd: join(root, 'apps/server') });
    expect(defaults.dataDir).toBe(join(root, 'data'));
    expect(loadConfig({ PORT: '4000', JWT_SECRET: 'x'.repeat(32) }).appUrl).toBe(
      'http://localhost:4000',
    );
  });

  it('generates the JWT secret once, 0600, and reuses it', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const a = loadConfig({ DATA_DIR: dataDir });
    const b = loadConfig({ DATA_DIR: dataDir });
    expect(a.jwtSecret).toBe(b.jwtSecret);
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(a.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('lists every problem in one clear error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'abc',
        SEED: 'lots',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        APP_URL: 'nope',
        JWT_SECRET: 'short',
        SMTP_URL: 'http://x',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of [
      'PORT',
      'SEED',
      'LOG_LEVEL',
      'DATABASE_URL',
      'APP_URL',
      'JWT_SECRET',
      'SMTP_URL',
    ])
      expect(problems).toContain(name);
  });

  it('takes a PostgreSQL schema (DATABASE_SCHEMA) only as a plain identifier, with DATABASE_URL', () => {
    const env = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://h/db' };
    expect(loadConfig(env).databaseSchema).toBeNull();
    expect(loadConfig({ ...env, DATABASE_SCHEMA: 'tenant_2' }).databaseSchema).toBe('tenant_2');
    for (const bad of [
      { ...env, DATABASE_SCHEMA: 'x; DROP TABLE users' },
      { ...env, DATABASE_SCHEMA: 'Public' },
      { JWT_SECRET: 'x'.repeat(32), DATABASE_SCHEMA: 'tenant_2' },
    ])
      expect(() => loadConfig(bad)).toThrow(/DATABASE_SCHEMA/);
  });

  it('trusts only the proxies it is given: TRUST_PROXY=true and hop counts are refused (issue 25 item 3)', () => {
    const env = { JWT_SECRET: 'x'.repeat(32) };
    expect(loadConfig(env).trustProxy).toBe(false);
    expect(loadConfig({ ...env, TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      loadConfig({ ...env, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'loopback']);
    for (const bad of ['true', 'yes', '1', '2', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])
      expect(() => loadConfig({ ...env, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
