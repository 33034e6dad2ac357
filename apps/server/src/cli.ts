// Operator commands: `npm run cli -- user:create ...` and `npm run cli -- seed demo`.
// runCli is exported so tests run it against their own database; the exit code is returned.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { ROLES, ROLE_LABELS, type Role } from '@pedalswap/domain';
import { AccountInputError, createAccount } from './auth/accounts.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import type { Db } from './db/db.ts';
import { createDb } from './db/create-db.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed/demo.ts';

export const USAGE = `PedalSwap command line

Usage:
  npm run cli -- user:create --email E --password P --role owner|manager|user
                             [--verified] [--first-name X] [--last-name Y] [--location Z]
  npm run cli -- seed demo
  npm run cli -- help

The commands use the same configuration as the server (DATABASE_URL, DATA_DIR). With the
embedded database (no DATABASE_URL) stop the server first: one process at a time can open it.

Exit codes: 0 done, 1 failed, 2 wrong usage.`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

export interface CliContext extends CliIo {
  /** Tests pass their database; otherwise one is opened from the environment. */
  db?: Db;
  /** Tests pass their configuration (its DATA_DIR for the photos); otherwise the environment's. */
  config?: Config;
  env?: Record<string, string | undefined>;
}

class UsageError extends Error {}

async function withDb<T>(ctx: CliContext, fn: (db: Db) => Promise<T>): Promise<T> {
  if (ctx.db) return fn(ctx.db);
  const config = loadConfig(ctx.env ?? process.env);
  const db = await createDb(config);
  try {
    await migrate(db);
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function userCreate(args: string[], ctx: CliContext): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string', default: 'user' },
      verified: { type: 'boolean', default: false },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      location: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  });
  if (!values.email) throw new UsageError('--email is required');
  if (!values.password) throw new UsageError('--password is required');
  const role = values.role as Role;
  if (!ROLES.includes(role)) throw new UsageError(`--role must be one of ${ROLES.join(', ')}`);
  return withDb(ctx, async (db) => {
    const { created, user } = await createAccount(db, {
      email: values.email!,
      password: values.password!,
      role,
      verified: values.verified ?? false,
      firstName: values['first-name'] ?? 'PedalSwap',
      lastName: values['last-name'] ?? ROLE_LABELS[role],
      location: values.location ?? null,
    });
    if (!created) {
      ctx.err(`A user with e-mail ${user.email} already exists (id ${user.id}); nothing changed.`);
      return 1;
    }
    ctx.out(
      `Created ${user.role} ${user.email} (id ${user.id}, ${user.email_verified ? 'verified' : 'not verified'}).`,
    );
    return 0;
  });
}

async function seed(args: string[], ctx: CliContext): Promise<number> {
  if (args[0] !== 'demo' || args.length > 1) throw new UsageError('seed takes one argument: demo');
  // The app itself, without serving: the seed acts through its services (offers, chats...) and
  // its configured store (STORAGE), so the photos are where the server will look for them.
  const config = ctx.config ?? loadConfig(ctx.env ?? process.env);
  const app = await buildApp({
    config: { ...config, seed: 'none' },
    ...(ctx.db ? { db: ctx.db } : {}),
    logger: false,
  });
  try {
    const { accounts, items, offers } = await seedDemo(app);
    ctx.out(
      accounts.length
        ? `Created ${accounts.join(', ')}.`
        : 'Demo accounts already exist; nothing changed.',
    );
    ctx.out(
      items ? `Created ${items} demo listings.` : 'Demo listings already exist; nothing changed.',
    );
    ctx.out(
      offers
        ? `Made ${offers} demo offers, with their chats and trades.`
        : 'Offers already exist; no demo offers made.',
    );
    ctx.out(
      `Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => `${a.email} (${a.role})`).join(', ')}`,
    );
    return 0;
  } finally {
    await app.close();
  }
}

export async function runCli(argv: string[], ctx: CliContext): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'user:create':
        return await userCreate(rest, ctx);
      case 'seed':
        return await seed(rest, ctx);
      case 'help':
      case '--help':
      case '-h':
        ctx.out(USAGE);
        return 0;
      default:
        throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
    }
  } catch (err) {
    if (
      err instanceof UsageError ||
      (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      ctx.err(`Error: ${(err as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (err instanceof AccountInputError) {
      ctx.err(`Error: ${err.issues.map((i) => `${i.path}: ${i.msg}`).join('\n       ')}`);
      return 2;
    }
    if (err instanceof ConfigError) {
      ctx.err(err.message);
      return 2;
    }
    ctx.err(`Error: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const code = await runCli(process.argv.slice(2), {
    out: (l) => console.log(l),
    err: (l) => console.error(l),
  });
  process.exit(code);
}
