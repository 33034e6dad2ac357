// Forgotten and changed passwords (spec 1 §4 "Password reset", §5). Reset links are random
// tokens stored only as SHA-256 hashes, valid once for one hour.
import type { FastifyBaseLogger } from 'fastify';
import { emailSchema, MESSAGES } from '@pedalswap/domain';
import {
  PASSWORD_MESSAGES,
  changePasswordSchema,
  resetPasswordSchema,
} from '@pedalswap/domain/accounts';
import type { Config } from '../config.ts';
import type { Db } from '../db/db.ts';
import { AppError, parseOrThrow } from '../errors.ts';
import type { BackgroundWork } from '../plugins/background-work.ts';
import type { SessionCaller } from '../plugins/caller.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';
import { consumeEmailToken, endSessions, issueEmailToken } from './service.ts';
import { loginAccountKey } from './tokens.ts';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

export interface PasswordServiceDeps {
  db: Db;
  /** The e-mail queue (issue 25 items 7 and 8). */
  mail: MailOutbox;
  config: Pick<Config, 'appUrl'>;
  log: FastifyBaseLogger;
  background: BackgroundWork;
}

/**
 * The member's current password, asked again before a sensitive change (a new password, a new
 * e-mail address): a 400 on `currentPassword` when it does not match the stored hash.
 */
export async function assertCurrentPassword(passwordHash: string, password: string) {
  if (!(await verifyPassword(passwordHash, password)))
    throw new AppError(400, 'invalid_password', PASSWORD_MESSAGES.wrongCurrentPassword, {
      details: [{ path: 'currentPassword', msg: PASSWORD_MESSAGES.wrongCurrentPassword }],
    });
}

export function createPasswordService({ db, mail, config, log, background }: PasswordServiceDeps) {
  return {
    /**
     * Same answer, in the same time, whether or not the address has an account, so nobody can
     * probe for members: one lookup, then the answer; the link is made and mailed afterwards.
     */
    async forgotPassword(body: { email: string }): Promise<void> {
      const email = parseOrThrow(emailSchema, body.email, 'email');
      const user = await repo.findUserByEmail(db, email);
      if (!user || user.account_status === 'suspended') return;
      background.run('password reset e-mail', async () => {
        // The link and its e-mail commit together; the queue sends it (and again on failure).
        const deliver = await db.transaction(async (tx) => {
          const token = await issueEmailToken(
            tx,
            user.id,
            'reset_password',
            RESET_TOKEN_TTL_SECONDS,
          );
          return mail.enqueue(tx, {
            to: user.email,
            ...passwordResetMail(config.appUrl, user.first_name, token),
          });
        });
        deliver();
      });
    },

    /** Sets the password, ends every device session and lifts a lockout, in one transaction. */
    async resetPassword(body: unknown): Promise<void> {
      const input = parseOrThrow(resetPasswordSchema, body);
      const passwordHash = await hashPassword(input.newPassword);
      const userId = await db.transaction(async (tx) => {
        const used = await consumeEmailToken(tx, input.token, 'reset_password');
        if (!used) return null;
        const user = await repo.setPassword(tx, used.user_id, passwordHash);
        // Proof of the mailbox lifts every origin's sign-in lock on the account.
        if (user) await repo.clearLoginFailures(tx, loginAccountKey(user.email));
        await endSessions(tx, used.user_id, 'password_reset');
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
    async changePassword(caller: SessionCaller, body: unknown): Promise<void> {
      const input = parseOrThrow(changePasswordSchema, body);
      const userId = caller.id;
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError(401, 'unauthorized', MESSAGES.sessionExpired);
      await assertCurrentPassword(user.password_hash, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      const ended = await db.transaction(async (tx) => {
        await repo.setPassword(tx, userId, passwordHash);
        // Open reset links were sent for the old password: they must not undo this one.
        await repo.discardOpenEmailTokens(tx, userId, 'reset_password');
        return endSessions(tx, userId, 'password_changed', caller.sessionId);
      });
      log.info({ userId, endedSessions: ended }, 'password changed');
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
