// Every setting comes from the environment, parsed and validated here once, with defaults that
// make `npm start` work with nothing set (docs/configuration.md).
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { RATE_LIMITS, SESSION } from '@pedalswap/domain';
import { findRepoRoot } from './repo-root.ts';

/**
 * The hosted models by default (AI_PRIMARY_MODEL, AI_FALLBACK_MODEL): Anthropic's current Sonnet
 * and its cheaper Haiku (model list read 2026-11-25); their prices are in ai/providers/prices.ts.
 */
export const DEFAULT_PRIMARY_MODEL = 'claude-sonnet-5-5';
export const DEFAULT_FALLBACK_MODEL = 'claude-haiku-5-5';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  repoRoot: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | null;
  /**
   * DATABASE_SCHEMA: the PostgreSQL schema to use instead of the default search path (it must
   * exist). Processes sharing it share the database and its events; the server suite starts a
   * second process on a test file's schema this way.
   */
  databaseSchema: string | null;
  appUrl: string;
  /** Unset: e-mails are written to dataDir/mail as .eml files. */
  smtpUrl: string | null;
  smtpFrom: string;
  jwtSecret: string;
  seed: 'demo' | 'none';
  logLevel: LogLevel;
  /**
   * Whose X-Forwarded-* headers to believe: false (nobody's, the default) or the proxies'
   * addresses and CIDR ranges. Never `true`, which would believe the client itself (issue 25
   * item 3).
   */
  trustProxy: TrustProxy;
  /** Requests per minute per IP on login, register and resend; 0 disables the limit. */
  authRateLimitPerMinute: number;
  /**
   * CREATE_RATE_LIMIT_PER_MINUTE: calls per minute and member of each operation that creates
   * something (issue 25 item 10; RATE_LIMITS.createsPerMinute by default); 0 disables it.
   */
  createRateLimitPerMinute: number;
  openapiPath: string;
  /** The built web app served at `/`; ignored when the folder does not exist. */
  webDistDir: string;
  /** Validate every response against openapi.yaml (tests); a mismatch becomes a loud 500. */
  validateResponses: boolean;
  /**
   * Lifetime of an access token. 15 minutes by default; the end-to-end suite sets it under the
   * client's 5-minute refresh threshold so that a real refresh happens within a test.
   */
  accessTokenTtlSeconds: number;
  /** Where uploaded files live (STORAGE): local disk by default, S3-compatible or ImageKit. */
  storage: StorageConfig;
  /** The AI photo analysis (issue 13): hosted model when a key is set, else the offline analyzer. */
  ai: AiProviderConfig;
  /**
   * METRICS_PORT and METRICS_HOST: where main.ts serves the Prometheus metrics (GET /metrics),
   * on a port of its own so the public proxy never exposes them. No port: not served.
   */
  metrics: { port: number | null; host: string };
}

export interface AiProviderConfig {
  /** ANTHROPIC_API_KEY; unset: the offline analyzer answers every analysis. */
  anthropicApiKey: string | null;
  /** ANTHROPIC_BASE_URL, as the SDK reads it (a proxy or a test stand-in). */
  anthropicBaseUrl: string | null;
  primaryModel: string;
  fallbackModel: string;
  /** AI_TIMEOUT_MS: a hosted call slower than this is a failure and the fallback runs. */
  timeoutMs: number;
  /** AI_CONCURRENCY: analyses run at once per process; the others queue by priority. */
  concurrency: number;
}

export const STORAGE_KINDS = ['local', 's3', 'imagekit'] as const;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Unset: AWS itself; set for MinIO, Cloudflare R2, Backblaze B2... */
  endpoint: string | null;
  /** Both or neither; neither: the AWS SDK's default chain (AWS_* variables, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Base URL clients fetch objects from, without a trailing slash. */
  publicUrl: string;
}

export interface ImageKitStorageConfig {
  kind: 'imagekit';
  publicKey: string;
  privateKey: string;
  /** e.g. https://ik.imagekit.io/your_id, without a trailing slash. */
  urlEndpoint: string;
}

export type StorageConfig = { kind: 'local' } | S3StorageConfig | ImageKitStorageConfig;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

export interface LoadConfigOptions {
  cwd?: string;
  /** Tests: skip reading/writing DATA_DIR/jwt-secret when JWT_SECRET is not given. */
  ephemeralSecret?: boolean;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const problems: string[] = [];
  const cwd = options.cwd ?? process.cwd();
  const repoRoot = findRepoRoot(cwd);
  const val = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };

  const port = parseInteger(val('PORT') ?? '3000', 'PORT', 0, 65535, problems);
  const host = val('HOST') ?? '0.0.0.0';
  const rawDataDir = val('DATA_DIR');
  // A relative DATA_DIR given by the user is relative to where they ran the command; the default
  // is anchored at the repo root so `npm start` (cwd apps/server) and the CLI share one database.
  const dataDir = rawDataDir ? resolve(cwd, rawDataDir) : join(repoRoot, 'data');

  const databaseUrl = val('DATABASE_URL') ?? null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const databaseSchema = val('DATABASE_SCHEMA') ?? null;
  // It goes into the connection's search_path option: a plain lower-case identifier only.
  if (databaseSchema !== null && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema))
    problems.push(
      `DATABASE_SCHEMA must be a lower-case identifier (a-z, 0-9, _), got "${databaseSchema}"`,
    );
  if (databaseSchema !== null && !databaseUrl)
    problems.push('DATABASE_SCHEMA needs DATABASE_URL (the embedded database has one schema)');
  const appUrl = (val('APP_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isHttpUrl(appUrl)) problems.push(`APP_URL must be an http(s) URL, got "${appUrl}"`);

  const smtpUrl = val('SMTP_URL') ?? null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    problems.push('SMTP_URL must start with smtp:// or smtps://');
  const smtpFrom = val('SMTP_FROM') ?? 'PedalSwap <no-reply@pedalswap.test>';

  const seed = val('SEED') ?? 'demo';
  if (seed !== 'demo' && seed !== 'none')
    problems.push(`SEED must be "demo" or "none", got "${seed}"`);
  const logLevel = (val('LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const trustProxy = parseTrustProxy(val('TRUST_PROXY') ?? 'false', problems);
  const authRateLimitPerMinute = parseInteger(
    val('AUTH_RATE_LIMIT_PER_MINUTE') ?? '20',
    'AUTH_RATE_LIMIT_PER_MINUTE',
    0,
    1_000_000,
    problems,
  );
  const createRateLimitPerMinute = parseInteger(
    val('CREATE_RATE_LIMIT_PER_MINUTE') ?? String(RATE_LIMITS.createsPerMinute),
    'CREATE_RATE_LIMIT_PER_MINUTE',
    0,
    1_000_000,
    problems,
  );
  const validateResponses = parseBoolean(
    val('VALIDATE_RESPONSES') ?? String(env.NODE_ENV === 'test'),
    'VALIDATE_RESPONSES',
    problems,
  );

  const accessTokenTtlSeconds = parseInteger(
    val('ACCESS_TOKEN_TTL_SECONDS') ?? String(SESSION.accessTokenTtlSeconds),
    'ACCESS_TOKEN_TTL_SECONDS',
    30,
    24 * 60 * 60,
    problems,
  );

  const storage = parseStorage(val, problems);
  const anthropicBaseUrl = val('ANTHROPIC_BASE_URL') ?? null;
  if (anthropicBaseUrl && !isHttpUrl(anthropicBaseUrl))
    problems.push(`ANTHROPIC_BASE_URL must be an http(s) URL, got "${anthropicBaseUrl}"`);
  const ai: AiProviderConfig = {
    anthropicApiKey: val('ANTHROPIC_API_KEY') ?? null,
    anthropicBaseUrl,
    primaryModel: val('AI_PRIMARY_MODEL') ?? DEFAULT_PRIMARY_MODEL,
    fallbackModel: val('AI_FALLBACK_MODEL') ?? DEFAULT_FALLBACK_MODEL,
    timeoutMs: parseInteger(
      val('AI_TIMEOUT_MS') ?? '45000',
      'AI_TIMEOUT_MS',
      100,
      600_000,
      problems,
    ),
    concurrency: parseInteger(val('AI_CONCURRENCY') ?? '2', 'AI_CONCURRENCY', 1, 64, problems),
  };

  const metricsPortRaw = val('METRICS_PORT');
  const metrics = {
    port:
      metricsPortRaw === undefined
        ? null
        : parseInteger(metricsPortRaw, 'METRICS_PORT', 0, 65535, problems),
    host: val('METRICS_HOST') ?? '127.0.0.1',
  };
  if (metrics.port !== null && metrics.port !== 0 && metrics.port === port)
    problems.push('METRICS_PORT must differ from PORT');

  const jwtSecretEnv = val('JWT_SECRET');
  if (jwtSecretEnv !== undefined && jwtSecretEnv.length < 32)
    problems.push('JWT_SECRET must be at least 32 characters');
  if (problems.length > 0) throw new ConfigError(problems);

  const jwtSecret =
    jwtSecretEnv ??
    (options.ephemeralSecret ? randomBytes(32).toString('base64url') : persistentSecret(dataDir));
  const pathFromRoot = (p: string) => (isAbsolute(p) ? p : join(repoRoot, p));

  return {
    port,
    host,
    repoRoot,
    dataDir,
    databaseUrl,
    databaseSchema,
    appUrl,
    smtpUrl,
    smtpFrom,
    jwtSecret,
    seed: seed as 'demo' | 'none',
    logLevel,
    trustProxy,
    authRateLimitPerMinute,
    createRateLimitPerMinute,
    openapiPath: pathFromRoot(val('OPENAPI_PATH') ?? 'openapi.yaml'),
    webDistDir: pathFromRoot(val('WEB_DIST_DIR') ?? 'apps/web/dist'),
    validateResponses,
    accessTokenTtlSeconds,
    storage,
    ai,
    metrics,
  };
}

function parseStorage(
  val: (name: string) => string | undefined,
  problems: string[],
): StorageConfig {
  const kind = val('STORAGE') ?? 'local';
  const trimUrl = (u: string) => u.replace(/\/+$/, '');
  const required = (name: string, why: string) => {
    const v = val(name);
    if (v === undefined) problems.push(`${name} is required when ${why}`);
    return v ?? '';
  };
  if (kind === 's3') {
    const why = 'STORAGE=s3';
    const bucket = required('S3_BUCKET', why);
    if (bucket && !/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/.test(bucket))
      problems.push(`S3_BUCKET must be a bucket name, got "${bucket}"`);
    const region = val('S3_REGION') ?? 'us-east-1';
    const rawEndpoint = val('S3_ENDPOINT');
    const endpoint = rawEndpoint === undefined ? null : trimUrl(rawEndpoint);
    if (endpoint !== null && !isHttpUrl(endpoint))
      problems.push(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
    const accessKeyId = val('S3_ACCESS_KEY_ID');
    const secretAccessKey = val('S3_SECRET_ACCESS_KEY');
    if ((accessKeyId === undefined) !== (secretAccessKey === undefined))
      problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
    // Path style (endpoint/bucket/key) is what MinIO and most non-AWS services expect.
    const forcePathStyle = parseBoolean(
      val('S3_FORCE_PATH_STYLE') ?? String(endpoint !== null),
      'S3_FORCE_PATH_STYLE',
      problems,
    );
    const rawPublicUrl = val('S3_PUBLIC_URL');
    let publicUrl = rawPublicUrl === undefined ? '' : trimUrl(rawPublicUrl);
    if (rawPublicUrl !== undefined && !isHttpUrl(publicUrl))
      problems.push(`S3_PUBLIC_URL must be an http(s) URL, got "${rawPublicUrl}"`);
    if (!publicUrl && bucket && (endpoint === null || isHttpUrl(endpoint)))
      publicUrl = defaultS3PublicUrl(bucket, region, endpoint, forcePathStyle);
    return {
      kind,
      bucket,
      region,
      endpoint,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
      forcePathStyle,
      publicUrl,
    };
  }
  if (kind === 'imagekit') {
    const why = 'STORAGE=imagekit';
    const publicKey = required('IMAGEKIT_PUBLIC_KEY', why);
    const privateKey = required('IMAGEKIT_PRIVATE_KEY', why);
    const rawEndpoint = required('IMAGEKIT_URL_ENDPOINT', why);
    const urlEndpoint = trimUrl(rawEndpoint);
    if (rawEndpoint && !isHttpUrl(urlEndpoint))
      problems.push(`IMAGEKIT_URL_ENDPOINT must be an http(s) URL, got "${rawEndpoint}"`);
    return { kind, publicKey, privateKey, urlEndpoint };
  }
  if (kind !== 'local')
    problems.push(`STORAGE must be one of ${STORAGE_KINDS.join(', ')}, got "${kind}"`);
  return { kind: 'local' };
}

/** Where a bucket's objects are read when S3_PUBLIC_URL is not given. */
function defaultS3PublicUrl(
  bucket: string,
  region: string,
  endpoint: string | null,
  pathStyle: boolean,
): string {
  if (endpoint === null) return `https://${bucket}.s3.${region}.amazonaws.com`;
  if (pathStyle) return `${endpoint}/${bucket}`;
  const u = new URL(endpoint);
  return `${u.protocol}//${bucket}.${u.host}${u.pathname.replace(/\/+$/, '')}`;
}

/** Generated once and kept (0600) so that restarts do not sign everybody out. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

function parseInteger(
  raw: string,
  name: string,
  min: number,
  max: number,
  problems: string[],
): number {
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < min || n > max) {
    problems.push(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
    return min;
  }
  return n;
}

export type TrustProxy = false | string[];

/** proxy-addr's (Fastify's) names for the private ranges, accepted in a TRUST_PROXY list. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's trustProxy: the addresses of the proxies in front of the server.
 * The client's address is then the right-most X-Forwarded-For entry that is not one of them
 * (what the nearest trusted proxy saw), so a value the client sends itself is never taken.
 * `true` is refused: it believes every entry, so a client would choose its own address and walk
 * past the sign-in lockout and the rate limits with a new one each time. A hop count is refused
 * too: it cannot tell a proxy from a client that reaches the server directly (Fastify 5.12 treats
 * a number as "trust nobody" for that reason).
 */
function parseTrustProxy(raw: string, problems: string[]): TrustProxy {
  const value = raw.trim();
  if (/^(0|false|no|off)?$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) {
    problems.push(
      'TRUST_PROXY=true would let any client choose its own address with X-Forwarded-For: set it to the addresses of the proxies in front of the server (e.g. TRUST_PROXY=10.0.0.0/8 or TRUST_PROXY=loopback)',
    );
    return false;
  }
  const entries = value.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (bad.length) {
    problems.push(
      `TRUST_PROXY must be false or a comma-separated list of proxy addresses and CIDR ranges (or loopback, linklocal, uniquelocal), got "${bad.join(', ')}"`,
    );
    return false;
  }
  return entries;
}

function parseBoolean(raw: string, name: string, problems: string[]): boolean {
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  problems.push(`${name} must be true or false, got "${raw}"`);
  return false;
}

function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
