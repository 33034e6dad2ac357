// Business rules of sign-up, sign-in and sessions (spec 1 §4, §5; docs/api.md "Authentication").
//
// The functions exported beside createAuthService are what other areas do with accounts inside
// their own transaction (pass it as `q`): e-mail links, ending sessions, an account's status.
// They reach the auth tables only through this module (docs/architecture.md, "Areas").
import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGES,
  SESSION,
  loginSchema,
  normalizeRole,
  registerSchema,
  resendVerificationSchema,
  tokenSchema,
  type Role,
} from '@pedalswap/domain';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, parseOrThrow } from '../errors.ts';
import type { BackgroundWork } from '../plugins/background-work.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { recordSecurityEvent } from '../audit/service.ts';
import { verificationMail } from '../mail/templates.ts';
import { toApiUser, type ApiUser } from './user-view.ts';
import { dummyHash, hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import {
  createTokenSigner,
  loginAccountKey,
  nextRefreshToken,
  randomToken,
  sha256,
} from './tokens.ts';

export { toApiUser, type ApiUser } from './user-view.ts';
export type { UserRow } from './repository.ts';

export const LOCKOUT = { maxFailures: 5, lockSeconds: 15 * 60 } as const;
export const VERIFY_TOKEN_TTL_SECONDS = 24 * 60 * 60;
const SESSION_LIFETIME_SECONDS = SESSION.inactivityExpiryMs / 1000;
/**
 * How long the refresh token just replaced stays usable: long enough for a reload or a second
 * tab that raced the rotation, short enough that a stolen old token is still caught as reuse.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

export interface AuthServiceDeps {
  db: Db;
  /** The e-mail queue: a message is queued with what it announces and sent after the answer. */
  mail: MailOutbox;
  config: Pick<Config, 'appUrl' | 'jwtSecret' | 'accessTokenTtlSeconds'>;
  log: FastifyBaseLogger;
  background: BackgroundWork;
}

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', MESSAGES.invalidCredentials);
const invalidRefresh = () =>
  new AppError(401, 'invalid_refresh_token', MESSAGES.invalidRefreshToken);

/**
 * A new one-time e-mail link for the member (verify, reset, change of address): the raw token
 * for the link, stored only as its SHA-256 hash; older open links of the purpose stop working.
 */
export async function issueEmailToken(
  q: Queryable,
  userId: string,
  purpose: repo.EmailTokenPurpose,
  ttlSeconds: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomToken();
  await repo.discardOpenEmailTokens(q, userId, purpose);
  await repo.insertEmailToken(q, userId, purpose, sha256(token), ttlSeconds, newEmail);
  return token;
}

/** Uses a link's token once; its member (and new address); null: unknown, used or expired. */
export const consumeEmailToken = (q: Queryable, token: string, purpose: repo.EmailTokenPurpose) =>
  repo.consumeEmailToken(q, sha256(token), purpose);

/** Ends every live session of the member but `keepSessionId`; how many ended. */
export const endSessions = (
  q: Queryable,
  userId: string,
  reason: string,
  keepSessionId: string | null = null,
) => repo.revokeUserSessions(q, userId, reason, keepSessionId);

/** Account deletion (users area), in its transaction: sessions and e-mail links are erased. */
export const eraseAccountAccess = (q: Queryable, userId: string) =>
  repo.deleteAccountAccess(q, userId);

/**
 * A live member's account status ('active', 'suspended', ...); null: no such member, or the
 * account was deleted. `forShare` keeps the status from changing until the commit.
 */
export async function liveAccountStatus(
  q: Queryable,
  userId: string,
  { forShare = false } = {},
): Promise<string | null> {
  return (await repo.findLiveAccountStatus(q, userId, forShare))?.account_status ?? null;
}

/** A live member's row, locked until the caller's transaction ends; null: none or deleted. */
export const lockAccountForChange = (q: Queryable, userId: string) => repo.lockLiveUser(q, userId);

/** How many live owners there are, their rows locked until the caller's transaction ends. */
export const lockOwnerCount = async (q: Queryable) => (await repo.lockOwners(q)).length;

/** Sets the status of a row locked by lockAccountForChange. */
export const setAccountStatus = (q: Queryable, userId: string, status: 'active' | 'suspended') =>
  repo.updateAccountStatus(q, userId, status);

/** Sets the role; it applies from the member's next access token. */
export const setAccountRole = (q: Queryable, userId: string, role: Role) =>
  repo.updateRole(q, userId, role);

export function createAuthService({ db, mail, config, log, background }: AuthServiceDeps) {
  const signer = createTokenSigner(config.jwtSecret, config.accessTokenTtlSeconds);

  /**
   * A new verification link, queued in the same transaction (issue 25 items 7 and 8): no link
   * without its e-mail, no answer that waits on the mail server; returns what starts the sending.
   */
  async function queueVerification(user: repo.UserRow, tx: Queryable) {
    const token = await issueEmailToken(tx, user.id, 'verify_email', VERIFY_TOKEN_TTL_SECONDS);
    return mail.enqueue(tx, {
      to: user.email,
      ...verificationMail(config.appUrl, user.first_name, token),
    });
  }

  async function startSession(user: repo.UserRow, client: ClientInfo) {
    const refreshToken = randomToken();
    const session = await repo.insertSession(db, {
      userId: user.id,
      refreshHash: sha256(refreshToken),
      userAgent: client.userAgent?.slice(0, 512) ?? null,
      ip: client.ip,
      lifetimeSeconds: SESSION_LIFETIME_SECONDS,
    });
    if (!session) throw new Error('session insert returned nothing');
    const access = await signer.sign({
      userId: user.id,
      sessionId: session.id,
      role: normalizeRole(user.role),
    });
    return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt.toISOString() };
  }

  return {
    signer,

    async register(body: unknown): Promise<ApiUser> {
      const input = parseOrThrow(registerSchema, body);
      // Hash before the transaction: PGlite has one connection, and argon2 takes tens of ms.
      const passwordHash = await hashPassword(input.password);
      const result = await db.transaction(async (tx) => {
        const user = await repo.insertUser(tx, {
          email: input.email.toLowerCase(),
          passwordHash,
          role: 'user',
          emailVerified: false,
          accountStatus: 'pending_verification',
          firstName: input.firstName,
          lastName: input.lastName,
          location: input.location,
        });
        if (!user) throw new AppError(409, 'email_exists', MESSAGES.emailExists);
        return { user, deliver: await queueVerification(user, tx) };
      });
      result.deliver();
      return toApiUser(result.user);
    },

    async verifyEmail(body: { token?: unknown }): Promise<ApiUser> {
      const token = parseOrThrow(tokenSchema, body.token, 'token');
      const user = await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, token, 'verify_email');
        if (!used) return null;
        return repo.markEmailVerified(tx, used.user_id);
      });
      if (!user) throw new AppError(400, 'invalid_token', MESSAGES.invalidVerificationToken);
      return toApiUser(user);
    },

    /**
     * Same answer, in the same time, whatever the address: one lookup, then the answer; only an
     * existing, unverified account gets a new link, made and mailed after the answer.
     */
    async resendVerification(body: unknown): Promise<void> {
      const { email } = parseOrThrow(resendVerificationSchema, body);
      const user = await repo.findUserByEmail(db, email);
      if (!user || user.email_verified) return;
      background.run('verification e-mail', async () => {
        (await db.transaction((tx) => queueVerification(user, tx)))();
      });
    },

    /**
     * Failures are counted per account and origin (ASVS 6.3.1): an attacker locks only
     * themselves out, the owner elsewhere still signs in, and an address without an account
     * goes through the very same steps (dummy hash, counter, 423), so no answer tells them apart.
     */
    async login(body: unknown, client: ClientInfo) {
      const input = parseOrThrow(loginSchema, body);
      const accountKey = loginAccountKey(input.email);
      const origin = client.ip ?? 'unknown';
      const lockedUntil = await repo.findLoginLock(db, accountKey, origin);
      if (lockedUntil) throw locked(lockedUntil);
      const user = await repo.findUserByEmail(db, input.email);
      const passwordOk = await verifyPassword(
        user?.password_hash ?? (await dummyHash()),
        input.password,
      );
      if (!user || !passwordOk) {
        // The count and its audit entries (issue 14 item 7: a failed sign-in with its attempt
        // count and origin, and the lockout it may cause) commit together. The entries are
        // written for real accounts only, by statements that run either way.
        const after = await db.transaction(async (tx) => {
          const row = await repo.recordLoginFailure(
            tx,
            accountKey,
            origin,
            LOCKOUT.maxFailures,
            LOCKOUT.lockSeconds,
          );
          const attempt = { attemptCount: row?.failures ?? 1, attemptedFrom: origin };
          await recordSecurityEvent(tx, user?.id ?? null, 'login_failed', attempt);
          if (row?.locked_until && new Date(row.locked_until) > new Date())
            await recordSecurityEvent(tx, user?.id ?? null, 'account_locked', {
              ...attempt,
              lockedUntil: new Date(row.locked_until).toISOString(),
            });
          return row;
        });
        // The failure that reaches the limit already answers 423, so the client learns at once.
        if (after?.locked_until && new Date(after.locked_until) > new Date())
          throw locked(after.locked_until);
        throw invalidCredentials();
      }
      await repo.clearLoginFailures(db, accountKey, origin);
      // Suspension is told only to someone who knows the password.
      if (user.account_status === 'suspended')
        throw new AppError(403, 'account_suspended', MESSAGES.accountSuspended);
      const fresh = (await repo.recordSuccessfulLogin(db, user.id)) ?? user;
      const tokens = await startSession(fresh, client);
      return { ...tokens, user: toApiUser(fresh) };
    },

    async refresh(body: { refreshToken: string }) {
      const oldHash = sha256(body.refreshToken);
      const newToken = nextRefreshToken(config.jwtSecret, body.refreshToken);
      const rotated = await repo.rotateSession(
        db,
        oldHash,
        sha256(newToken),
        SESSION_LIFETIME_SECONDS,
        REFRESH_REUSE_GRACE_SECONDS,
      );
      if (!rotated) {
        const known = await repo.findSessionByAnyHash(db, oldHash);
        if (known && !known.revoked_at) {
          // An already-rotated token presented again means two parties hold it: end the session.
          // A current token that failed to rotate is an idle-expired session: end it too.
          const reason =
            known.previous_refresh_token_hash === oldHash ? 'refresh_token_reuse' : 'expired';
          await repo.revokeSession(db, known.id, reason);
          log.warn(
            { sessionId: known.id, userId: known.user_id, reason },
            'device session revoked on refresh',
          );
        }
        throw invalidRefresh();
      }
      const user = await repo.findUserById(db, rotated.user_id);
      if (!user || user.account_status === 'suspended') {
        await repo.revokeSession(db, rotated.id, 'account_suspended');
        throw invalidRefresh();
      }
      const access = await signer.sign({
        userId: user.id,
        sessionId: rotated.id,
        role: normalizeRole(user.role),
      });
      return {
        accessToken: access.token,
        refreshToken: newToken,
        expiresAt: access.expiresAt.toISOString(),
      };
    },

    /** Ends the session the token (current or just-rotated) belongs to; unknown tokens are fine. */
    async logout(body: { refreshToken: string }): Promise<void> {
      const session = await repo.findSessionByAnyHash(db, sha256(body.refreshToken));
      if (session) await repo.revokeSession(db, session.id, 'logout');
    },

    async profile(userId: string): Promise<ApiUser> {
      const user = await repo.findUserById(db, userId);
      // The session row cascades with the user, so this only happens in a race with deletion.
      if (!user) throw new AppError(401, 'unauthorized', MESSAGES.sessionExpired);
      return toApiUser(user);
    },
  };
}

function locked(until: Date) {
  return new AppError(423, 'account_locked', MESSAGES.accountLocked, {
    extra: { lockedUntil: new Date(until).toISOString() },
  });
}

export type AuthService = ReturnType<typeof createAuthService>;
