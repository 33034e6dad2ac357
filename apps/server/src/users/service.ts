// Profile, e-mail change, avatar and account deletion (spec 1 §2 Profile and Settings, §4
// Account flows, §5). Reads and writes go through users/repository.ts; e-mail links and device
// sessions through the auth area's service, listings through the items area's.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { isStaff, LIMITS, MESSAGES } from '@pedalswap/domain';
import {
  PROFILE_MESSAGES,
  emailChangeSchema,
  profileUpdateSchema,
  sameEmail,
} from '@pedalswap/domain/accounts';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError, parseOrThrow, validationFailed } from '../errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { emailChangeMail } from '../mail/templates.ts';
import { assertCurrentPassword } from '../auth/password-service.ts';
import {
  consumeEmailToken,
  endSessions,
  eraseAccountAccess,
  issueEmailToken,
  toApiUser,
  type ApiUser,
} from '../auth/service.ts';
import type { Caller } from '../plugins/caller.ts';
import type { Storage } from '../storage/storage.ts';
import { withdrawOwnerListings } from '../items/service.ts';
import { deleteNotificationsOf } from '../notifications/service.ts';
import { NotAnImageError, processAvatar, thumbKey } from './avatar-image.ts';
import { ImageTooLargeError, imageTooLarge } from '../images/image-limits.ts';
import * as repo from './repository.ts';

export const EMAIL_CHANGE_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface UserServiceDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  config: Pick<Config, 'appUrl'>;
  log: FastifyBaseLogger;
}

const userNotFound = () => new AppError(404, 'not_found', PROFILE_MESSAGES.userNotFound);
const sessionGone = () => new AppError(401, 'unauthorized', MESSAGES.sessionExpired);
const emailTaken = () => new AppError(409, 'email_taken', PROFILE_MESSAGES.emailTaken);
const invalidChangeToken = () =>
  new AppError(400, 'invalid_token', PROFILE_MESSAGES.invalidEmailChangeToken, {
    details: [{ path: 'token', msg: PROFILE_MESSAGES.invalidEmailChangeToken }],
  });
// 400 like a missing file, not 415: the spec's avatar rule is a form message (§5), and the
// client shows 400 details on the field (openapi.yaml, uploadAvatar).
const notAnImage = () =>
  validationFailed([{ path: 'image', msg: PROFILE_MESSAGES.avatarNotImage }]);

const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/**
 * Work of another area in the deletion's transaction (the offers area withdraws the member's
 * offers): returns what to announce after the commit. Areas that build on users register one,
 * so users import none of them.
 */
export type AccountDeletedHook = (tx: Queryable, userId: string) => Promise<() => void>;

export function createUserService({ db, mailer, storage, config, log }: UserServiceDeps) {
  const deletionHooks: AccountDeletedHook[] = [];
  async function removeAvatarFiles(key: string | null | undefined) {
    if (!key) return;
    await Promise.all([storage.delete(key), storage.delete(thumbKey(key))]).catch((err: unknown) =>
      log.warn({ err, key }, 'could not remove an old avatar from storage'),
    );
  }

  return {
    /** Registers work to do in the deletion's transaction (AccountDeletedHook). */
    onAccountDeleted(hook: AccountDeletedHook) {
      deletionHooks.push(hook);
    },

    /** Own profile, or anyone's for staff (openapi.yaml getUser: staff-or-self, others 403). */
    async getUser(caller: Caller, id: string): Promise<ApiUser> {
      // The permission check comes first, so members cannot probe which ids exist.
      if (caller.id !== id && !isStaff(caller.role))
        throw new AppError(403, 'forbidden', PROFILE_MESSAGES.otherProfileForbidden);
      const user = await repo.findLiveUser(db, id);
      if (!user) throw userNotFound();
      return toApiUser(user);
    },

    async updateProfile(caller: Caller, body: unknown): Promise<ApiUser> {
      const input = parseOrThrow(profileUpdateSchema, body);
      const bio = input.bio === undefined ? undefined : input.bio === '' ? null : input.bio;
      const user = await repo.updateProfile(db, caller.id, {
        ...(input.firstName !== undefined ? { firstName: input.firstName } : {}),
        ...(input.lastName !== undefined ? { lastName: input.lastName } : {}),
        ...(input.location !== undefined ? { location: input.location } : {}),
        ...(bio !== undefined ? { bio } : {}),
        ...(input.notificationPreferences ? { preferences: input.notificationPreferences } : {}),
      });
      if (!user) throw sessionGone();
      return toApiUser(user);
    },

    async requestEmailChange(caller: Caller, body: unknown): Promise<void> {
      const input = parseOrThrow(emailChangeSchema, body);
      const userId = caller.id;
      const user = await repo.findLiveUser(db, userId);
      if (!user) throw sessionGone();
      if (sameEmail(input.newEmail, user.email))
        throw validationFailed([{ path: 'newEmail', msg: PROFILE_MESSAGES.emailChangeSame }]);
      await assertCurrentPassword(user.password_hash, input.currentPassword);
      const newEmail = input.newEmail.toLowerCase();
      if (await repo.emailTakenByOther(db, newEmail, userId)) throw emailTaken();
      const token = await db.transaction(async (tx) => {
        const issued = await issueEmailToken(
          tx,
          userId,
          'change_email',
          EMAIL_CHANGE_TOKEN_TTL_SECONDS,
          newEmail,
        );
        await repo.setPendingEmail(tx, userId, newEmail);
        return issued;
      });
      // The link goes to the NEW address: following it proves the member controls it.
      const mail = emailChangeMail(config.appUrl, user.first_name, newEmail, token);
      try {
        await mailer.send({ to: newEmail, ...mail });
      } catch (err) {
        // Like sign-up: the request stands and the member can ask for the link again.
        log.error({ err, userId }, 'e-mail change confirmation could not be sent');
      }
    },

    /**
     * Public (the link may be opened signed out). The new address replaces the old one and is
     * verified; every device session ends, so the member signs in again with the new address
     * (the confirmation screen offers Go to Login).
     */
    async verifyEmailChange(body: { token: string }): Promise<{ email: string }> {
      const token = body.token.trim();
      if (!token) throw invalidChangeToken();
      try {
        const user = await db.transaction(async (tx) => {
          const used = await consumeEmailToken(tx, token, 'change_email');
          if (!used?.new_email) return null;
          if (await repo.emailTakenByOther(tx, used.new_email, used.user_id)) throw emailTaken();
          const changed = await repo.applyEmailChange(tx, used.user_id, used.new_email);
          if (changed) await endSessions(tx, changed.id, 'email_changed');
          return changed;
        });
        if (!user) throw invalidChangeToken();
        return { email: user.email };
      } catch (err) {
        // Another account took the address between the check and the update.
        if (isUniqueViolation(err)) throw emailTaken();
        throw err;
      }
    },

    async uploadAvatar(caller: Caller, data: Buffer): Promise<ApiUser> {
      const userId = caller.id;
      if (data.length > LIMITS.avatarMaxBytes)
        throw new AppError(413, 'payload_too_large', PROFILE_MESSAGES.avatarTooLarge);
      let images;
      try {
        images = await processAvatar(data);
      } catch (err) {
        if (err instanceof NotAnImageError) throw notAnImage();
        if (err instanceof ImageTooLargeError) throw imageTooLarge('image');
        throw err;
      }
      const key = `avatars/${userId}/${randomUUID()}.webp`;
      try {
        await storage.put(key, images.main, images.contentType);
        await storage.put(thumbKey(key), images.thumb, images.contentType);
      } catch (err) {
        // Storage full halfway (issue 25 item 8): nothing of this upload stays.
        await removeAvatarFiles(key);
        throw err;
      }
      let result;
      try {
        result = await db.transaction(async (tx) => {
          const before = await repo.lockUser(tx, userId);
          if (!before) return null;
          const after = await repo.setAvatar(tx, userId, storage.url(key), key);
          return after ? { user: after, oldKey: before.avatar_key ?? null } : null;
        });
      } catch (err) {
        await removeAvatarFiles(key);
        throw err;
      }
      if (!result) {
        await removeAvatarFiles(key);
        throw sessionGone();
      }
      await removeAvatarFiles(result.oldKey);
      return toApiUser(result.user);
    },

    /**
     * Account deletion. Our decision (openapi.yaml, deleteAccount): anonymise rather than erase
     * the row that other members' history points at. In ONE transaction holding the member's
     * row lock (and every owner's, so two owners cannot both leave the site ownerless): the last
     * remaining owner is refused (409); the row is anonymised (e-mail placeholder, so the
     * address is free for a new registration; names "Deleted member"; location, bio, avatar,
     * preferences erased; a password hash that matches nothing; role user; status 'deleted');
     * device sessions, e-mail links and notifications are removed, so every access token is
     * refused at once. Token transactions and audit entries stay, both the member's own (staff
     * still read them) and those a deleted staff member made for others, shown as "Deleted
     * member". The member's published and pending listings go back to draft in the same
     * transaction, so they leave the catalog and the review queue, and the hooks of other areas
     * run in it (the offers area withdraws their waiting offers and rejects those on their
     * listings). The avatar
     * files are removed after the commit (storage is not transactional; a failure there leaves
     * an orphan file only).
     */
    async deleteAccount(caller: Caller): Promise<void> {
      const userId = caller.id;
      const announcements: (() => void)[] = [];
      const avatarKey = await db.transaction(async (tx) => {
        const owners = await repo.lockLiveOwners(tx);
        const user = await repo.lockUser(tx, userId);
        if (!user) throw sessionGone();
        if (user.role === 'owner' && owners.filter((o) => o.id !== userId).length === 0)
          throw new AppError(409, 'conflict', PROFILE_MESSAGES.lastOwner);
        const [first, last] = PROFILE_MESSAGES.deletedMemberName.split(' ') as [string, string];
        await repo.anonymiseUser(tx, userId, first, last);
        // Their sessions, e-mail links and notifications belong to the auth and notifications
        // areas, which erase them in this transaction.
        await eraseAccountAccess(tx, userId);
        await deleteNotificationsOf(tx, userId);
        // Left in the catalog before (issue 10 #12): a deleted member's listings cannot be traded.
        await withdrawOwnerListings(tx, userId);
        for (const hook of deletionHooks) announcements.push(await hook(tx, userId));
        return user.avatar_key ?? null;
      });
      for (const announce of announcements) announce();
      await removeAvatarFiles(avatarKey);
      log.info({ userId }, 'account deleted (anonymised)');
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
