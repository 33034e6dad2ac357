// The staff panel's member management and dashboard (spec 3 §2.2, §2.6, §4 User account, §6;
// openapi.yaml admin tag). Each change is one transaction that locks the member's row (and the
// acting staff member's, in id order, so two staff acting on each other cannot deadlock),
// decides with the domain's rules on the rows as they are now, writes the change and its audit
// entry, and commits both or neither: a change made meanwhile answers 409 and changes nothing.
import type { FastifyBaseLogger } from 'fastify';
import {
  ITEM_TYPES,
  STAFF_USER_MESSAGES as M,
  staffUserChangeRefusal,
  type AccountStatus,
  type Role,
  type StaffUserChange,
} from '@pedalswap/domain';
import type { components } from '@pedalswap/api-client/schema.gen';
import {
  VERIFY_TOKEN_TTL_SECONDS,
  endSessions,
  issueEmailToken,
  lockAccountForChange,
  lockOwnerCount,
  setAccountRole,
  setAccountStatus,
  toApiUser,
  type ApiUser,
  type UserRow,
} from '../auth/service.ts';
import { RESET_TOKEN_TTL_SECONDS } from '../auth/password-service.ts';
import { recordAudit } from '../audit/service.ts';
import type { Db, Queryable } from '../db/db.ts';
import { AppError } from '../errors.ts';
import type { EventBus } from '../events/bus.ts';
import type { Mailer } from '../mail/mailer.ts';
import { passwordResetMail, verificationMail, type RenderedMail } from '../mail/templates.ts';
import type { Caller } from '../plugins/caller.ts';
import * as repo from './repository.ts';
import '../events/account-events.ts';

type ApiPagination = components['schemas']['Pagination'];
type ApiDashboard = components['schemas']['AdminDashboard'];

/** Spec 3 §2.2, §9: recent registrations are counted over 7 days. */
export const RECENT_REGISTRATION_DAYS = 7;

export interface AdminServiceDeps {
  db: Db;
  mailer: Mailer;
  events: EventBus;
  appUrl: string;
  log: FastifyBaseLogger;
}

export interface AdminUserQuery {
  page?: number;
  limit?: number;
  search?: string;
  role?: Role;
  status?: AccountStatus;
}

const notFound = () => new AppError(404, 'not_found', M.userNotFound);

export function createAdminService({ db, mailer, events, appUrl, log }: AdminServiceDeps) {
  /** The acting staff member's and the member's rows, locked in id order. */
  async function lockPair(tx: Queryable, staffId: string, userId: string) {
    const rows = new Map<string, UserRow | null>();
    for (const id of [...new Set([staffId, userId])].sort())
      rows.set(id, await lockAccountForChange(tx, id));
    const target = rows.get(userId);
    if (!target) throw notFound();
    // The role now, not the one in the access token (it may be 15 minutes old).
    const actor = rows.get(staffId);
    if (!actor) throw new AppError(403, 'forbidden', M.deletedAccount);
    return { actor, target };
  }

  function refuseUnless(actor: UserRow, target: UserRow, change: StaffUserChange) {
    const refusal = staffUserChangeRefusal(
      { id: actor.id, role: actor.role },
      { id: target.id, role: target.role, accountStatus: target.account_status },
      change,
    );
    if (!refusal) return;
    if (refusal.status === 403) throw new AppError(403, 'forbidden', refusal.message);
    const code =
      change.kind === 'status' && refusal.message !== M.managerOnOwner
        ? 'invalid_transition'
        : 'conflict';
    throw new AppError(409, code, refusal.message);
  }

  async function send(to: string, mail: RenderedMail, userId: string) {
    try {
      await mailer.send({ to, ...mail });
    } catch (err) {
      // The link exists and the entry is written; staff can send it again.
      log.error({ err, userId }, 'staff-triggered e-mail could not be sent');
    }
  }

  return {
    async listUsers(query: AdminUserQuery) {
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const search = query.search?.trim().toLowerCase();
      const { rows, total } = await repo.listUsers(
        db,
        {
          ...(search ? { search } : {}),
          ...(query.role ? { role: query.role } : {}),
          ...(query.status ? { status: query.status } : {}),
        },
        limit,
        (page - 1) * limit,
      );
      const totalPages = Math.ceil(total / limit);
      const pagination: ApiPagination = { page, limit, total, totalPages, pages: totalPages };
      return { users: rows.map(toApiUser), pagination };
    },

    /**
     * Suspension ends every device session in the same transaction (the next call of any of
     * them answers 401), and after the commit the member's open event streams close.
     */
    async setStatus(
      staff: Caller,
      userId: string,
      body: { status: 'suspended' | 'active'; reason?: string },
    ): Promise<{ message: string; user: ApiUser }> {
      const reason = body.reason?.trim() || undefined;
      const user = await db.transaction(async (tx) => {
        const { actor, target } = await lockPair(tx, staff.id, userId);
        refuseUnless(actor, target, { kind: 'status', status: body.status });
        const changed = await setAccountStatus(tx, userId, body.status);
        if (!changed) throw notFound();
        if (body.status === 'suspended') await endSessions(tx, userId, 'account_suspended');
        await recordAudit(tx, {
          actorId: staff.id,
          action: body.status === 'suspended' ? 'user_suspended' : 'user_reactivated',
          targetType: 'user',
          targetId: userId,
          details: {
            newStatus: body.status,
            previousStatus: target.account_status,
            ...(reason ? { comment: reason } : {}),
          },
        });
        return changed;
      });
      if (body.status === 'suspended') events.publish('account:sessions-ended', { userId });
      return {
        message: body.status === 'suspended' ? M.suspended : M.reactivated,
        user: toApiUser(user),
      };
    },

    /** The last owner cannot be demoted: the owners' rows are locked while counting them. */
    async setRole(
      staff: Caller,
      userId: string,
      role: Role,
    ): Promise<{ message: string; user: ApiUser }> {
      const user = await db.transaction(async (tx) => {
        const { actor, target } = await lockPair(tx, staff.id, userId);
        refuseUnless(actor, target, { kind: 'role', role });
        if (target.role === 'owner' && (await lockOwnerCount(tx)) <= 1)
          throw new AppError(409, 'conflict', M.lastOwner);
        const changed = await setAccountRole(tx, userId, role);
        if (!changed) throw notFound();
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'role_changed',
          targetType: 'user',
          targetId: userId,
          details: { newRole: role, previousRole: target.role },
        });
        return changed;
      });
      return { message: M.roleChanged, user: toApiUser(user) };
    },

    /** A new link (older ones stop working), its audit entry, then the e-mail after the commit. */
    async resendVerification(staff: Caller, userId: string): Promise<{ message: string }> {
      const { user, token } = await db.transaction(async (tx) => {
        const user = await lockAccountForChange(tx, userId);
        if (!user) throw notFound();
        if (user.email_verified) throw new AppError(409, 'conflict', M.alreadyVerified);
        const token = await issueEmailToken(tx, userId, 'verify_email', VERIFY_TOKEN_TTL_SECONDS);
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'verification_resent',
          targetType: 'user',
          targetId: userId,
          details: {},
        });
        return { user, token };
      });
      await send(user.email, verificationMail(appUrl, user.first_name, token), userId);
      return { message: M.verificationSent };
    },

    /**
     * The member gets the same link as from Forgot password (openapi.yaml adminResetPassword):
     * staff never see or choose a password.
     */
    async resetPassword(staff: Caller, userId: string): Promise<{ message: string }> {
      const { user, token } = await db.transaction(async (tx) => {
        const user = await lockAccountForChange(tx, userId);
        if (!user) throw notFound();
        const token = await issueEmailToken(tx, userId, 'reset_password', RESET_TOKEN_TTL_SECONDS);
        await recordAudit(tx, {
          actorId: staff.id,
          action: 'password_reset_sent',
          targetType: 'user',
          targetId: userId,
          details: {},
        });
        return { user, token };
      });
      await send(user.email, passwordResetMail(appUrl, user.first_name, token), userId);
      return { message: M.passwordResetSent };
    },

    async dashboard(): Promise<{ dashboard: ApiDashboard }> {
      const users = await repo.userCounts(db, RECENT_REGISTRATION_DAYS);
      const byTypeRows = await repo.itemCountsByType(db);
      const offers = await repo.offerCounts(db);
      const eventRows = await repo.eventReviewRowCount(db);
      const byType = ITEM_TYPES.map((itemType) => {
        const r = byTypeRows.find((row) => row.item_type === itemType);
        return {
          itemType,
          total: r?.total ?? 0,
          pendingReview: r?.pending_review ?? 0,
          tradeComplete: r?.trade_complete ?? 0,
          published: r?.published ?? 0,
        };
      });
      const sum = (key: 'total' | 'pendingReview' | 'tradeComplete' | 'published') =>
        byType.reduce((n, t) => n + t[key], 0);
      return {
        dashboard: {
          users: {
            total: users?.total ?? 0,
            active: users?.active ?? 0,
            suspended: users?.suspended ?? 0,
            pending: users?.pending ?? 0,
            staff: users?.staff ?? 0,
            recentRegistrations: users?.recent ?? 0,
            recentDays: RECENT_REGISTRATION_DAYS,
          },
          items: {
            total: sum('total'),
            pendingReview: sum('pendingReview'),
            tradeComplete: sum('tradeComplete'),
            published: sum('published'),
            byType,
          },
          offers: {
            total: offers?.total ?? 0,
            pending: offers?.pending ?? 0,
            accepted: offers?.accepted ?? 0,
          },
          // Review Submissions lists items and events (issue 30 item 4: the card said 3 beside
          // 4 rows when an event waited).
          review: { awaiting: sum('pendingReview') + (eventRows?.n ?? 0) },
        },
      };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
