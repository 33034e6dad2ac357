// Forgotten and changed passwords (spec 1 §4 "Password reset", §5). Reset links are random
// tokens stored only as SHA-256 hashes, valid once for one hour.
import type { FastifyBaseLogger } from 'fastify';
import { emailSchema, toFieldIssues } from '@pedalswap/domain';
import {
  PASSWORD_MESSAGES,
  changePasswordSchema,
  resetPasswordSchema,
} from '@pedalswap/domain/accounts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { AppError, validationFailed } from '../errors.ts';
import type { BackgroundWork } from '../plugins/background-work.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { loginAccountKey, randomToken, sha256 } from './tokens.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface PasswordServiceDeps {
  db: Db;
  mailer: Mailer;
  config: Pick<Config, 'appUrl'>;
  log: FastifyBaseLogger;
  background: BackgroundWork;
}

type SafeParser<T> = {
  safeParse(
    v: unknown,
  ): { success: true; data: T } | { success: false; error: Parameters<typeof toFieldIssues>[0] };
};

/** Domain rules -> 400 validation_failed with one detail per field. */
export function parseOrThrow<T>(schema: SafeParser<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationFailed(
      toFieldIssues(result.error).map((i) => ({ ...i, path: i.path || 'body' })),
    );
  }
  return result.data;
}

export const wrongCurrentPassword = () =>
  new AppError(400, 'invalid_password', PASSWORD_MESSAGES.wrongCurrentPassword, {
    details: [{ path: 'currentPassword', msg: PASSWORD_MESSAGES.wrongCurrentPassword }],
  });

export function createPasswordService({
  db,
  mailer,
  config,
  log,
  background,
}: PasswordServiceDeps) {
  return {
    /**
     * Same answer, in the same time, whether or not the address has an account, so nobody can
     * probe for members: one lookup, then the answer; the link is made and mailed afterwards.
     */
    async forgotPassword(body: { email: string }): Promise<void> {
      const result = emailSchema.safeParse(body.email);
      if (!result.success) {
        throw validationFailed(
          toFieldIssues(result.error).map((i) => ({ ...i, path: i.path || 'email' })),
        );
      }
      const user = await repo.findUserByEmail(db, result.data);
      if (!user || user.account_status === 'suspended') return;
      background.run('password reset e-mail', async () => {
        const token = randomToken();
        await db.transaction(async (tx) => {
          await repo.discardOpenEmailTokens(tx, user.id, 'reset_password');
          await repo.insertEmailToken(
            tx,
            user.id,
            'reset_password',
            sha256(token),
            RESET_TOKEN_TTL_SECONDS,
          );
        });
        try {
          await mailer.send({
            to: user.email,
            ...passwordResetMail(config.appUrl, user.first_name, token),
          });
        } catch (err) {
          // The member can ask again; the failure is for operators.
          log.error({ err, userId: user.id }, 'password reset e-mail could not be sent');
        }
      });
    },

    /** Sets the password, ends every device session and lifts a lockout, in one transaction. */
    async resetPassword(body: unknown): Promise<void> {
      const input = parseOrThrow(resetPasswordSchema, body);
      const passwordHash = await hashPassword(input.newPassword);
      const userId = await db.transaction(async (tx) => {
        const used = await repo.consumeEmailToken(tx, sha256(input.token), 'reset_password');
        if (!used) return null;
        const user = await repo.setPassword(tx, used.user_id, passwordHash);
        // Proof of the mailbox lifts every origin's sign-in lock on the account.
        if (user) await repo.clearLoginFailures(tx, loginAccountKey(user.email));
        await repo.revokeUserSessions(tx, used.user_id, 'password_reset');
        return used.user_id;
      });
      if (!userId) {
        throw new AppError(400, 'invalid_token', PASSWORD_MESSAGES.invalidResetToken, {
          details: [{ path: 'token', msg: PASSWORD_MESSAGES.invalidResetToken }],
        });
      }
      log.info({ userId }, 'password reset; every device session ended');
    },

    /** Keeps the calling session; every other device is signed out. */
    async changePassword(userId: string, sessionId: string, body: unknown): Promise<void> {
      const input = parseOrThrow(changePasswordSchema, body);
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError(401, 'unauthorized', 'Session expired. Please log in again.');
      if (!(await verifyPassword(user.password_hash, input.currentPassword)))
        throw wrongCurrentPassword();
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await db.transaction(async (tx) => {
        await repo.setPassword(tx, userId, passwordHash);
        // Open reset links were sent for the old password: they must not undo this one.
        await repo.discardOpenEmailTokens(tx, userId, 'reset_password');
        return repo.revokeUserSessions(tx, userId, 'password_changed', sessionId);
      });
      log.info({ userId, endedSessions: ended }, 'password changed');
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
