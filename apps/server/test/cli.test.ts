import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo.ts';
import { DEMO_AI_COMMUNITY } from '../src/seed/demo-ai.ts';
import { DEMO_ITEMS } from '../src/seed/demo-items.ts';
import { useTestApp } from './helpers.ts';

const t = useTestApp();

// The whole demo seed (87 listings with drawn photos, then its offers, chats and trades) takes
// 10-30 s alone and more beside other suites on two shared cores: past the default 30 s.
const SEED_TIMEOUT_MS = 120_000;

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    ctx: {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      db: t.db,
      // The test app's configuration, so seeded photos never land in the repository's data/.
      config: t.app.config,
    },
  };
}

describe('cli', () => {
  it('user:create makes a verified owner who can sign in', async () => {
    const { out, ctx } = io();
    const code = await runCli(
      [
        'user:create',
        '--email',
        'Boss@Example.com',
        '--password',
        'Secret123',
        '--role',
        'owner',
        '--verified',
        '--first-name',
        'Bo',
        '--last-name',
        'Boss',
      ],
      ctx,
    );
    expect(code).toBe(0);
    expect(out.join('\n')).toContain('Created owner boss@example.com');
    const { user } = await t.login('boss@example.com', 'Secret123');
    expect(user).toMatchObject({
      role: 'owner',
      emailVerified: true,
      accountStatus: 'active',
      firstName: 'Bo',
    });

    const again = io();
    expect(
      await runCli(
        [
          'user:create',
          '--email',
          'boss@example.com',
          '--password',
          'Secret123',
          '--role',
          'owner',
        ],
        again.ctx,
      ),
    ).toBe(1);
    expect(again.err.join('\n')).toContain('already exists');
  });

  it('wrong usage exits 2 with a clear message', async () => {
    for (const [argv, text] of [
      [['user:create', '--password', 'Secret123'], '--email is required'],
      [
        ['user:create', '--email', 'a@b.co', '--password', 'Secret123', '--role', 'admin'],
        '--role must be one of',
      ],
      [
        ['user:create', '--email', 'a@b.co', '--password', 'weak'],
        'password: Password must be at least 8 characters',
      ],
      [['user:create', '--nope'], 'Unknown option'],
      [['seed', 'everything'], 'seed takes one argument'],
      [[], 'No command given'],
    ] as const) {
      const { err, ctx } = io();
      expect(await runCli([...argv], ctx), argv.join(' ')).toBe(2);
      expect(err.join('\n')).toContain(text);
    }
  });

  it(
    'seed demo is idempotent and its accounts can sign in',
    async () => {
      const first = io();
      expect(await runCli(['seed', 'demo'], first.ctx)).toBe(0);
      expect(first.out[0]).toContain('owner@pedalswap.test');
      expect(first.out[1]).toBe(`Created ${DEMO_ITEMS.length} demo listings.`);
      expect(first.out[2]).toMatch(/^Made \d+ demo offers, with their chats and trades\.$/);
      const second = io();
      expect(await runCli(['seed', 'demo'], second.ctx)).toBe(0);
      expect(second.out[0]).toContain('nothing changed');
      expect(second.out[1]).toBe('Demo listings already exist; nothing changed.');
      expect(second.out[2]).toBe('Offers already exist; no demo offers made.');
      const rows = await t.db.query('SELECT id FROM users');
      // The demo accounts, the suspended member of the staff panel's demo and the community
      // members whose analyses fill the AI history.
      expect(rows).toHaveLength(DEMO_ACCOUNTS.length + 1 + DEMO_AI_COMMUNITY.length);
      const { user } = await t.login('manager@pedalswap.test', DEMO_PASSWORD);
      expect(user.role).toBe('manager');
    },
    SEED_TIMEOUT_MS,
  );

  it('runs as a program (npm run cli) with exit codes', async () => {
    const run = promisify(execFile);
    const cwd = join(import.meta.dirname, '..');
    const help = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'help'], { cwd });
    expect(help.stdout).toContain('user:create');
    const bad = await run(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'frobnicate'], {
      cwd,
    }).catch((e: { code: number; stderr: string }) => e);
    expect(bad).toMatchObject({ code: 2 });
    expect((bad as { stderr: string }).stderr).toContain('Unknown command "frobnicate"');
  });
});
