// The staff audit log (spec 3 §2.7, §3 Audit entry; openapi.yaml listAuditLog). Every area
// writes its entries through recordAudit inside the transaction of the action it records, so
// an action that rolls back leaves no entry and an entry never describes something undone.
import type { components } from '@pedalswap/api-client/schema.gen';
import { STAFF_USER_MESSAGES, isSecurityAuditAction } from '@pedalswap/domain';
import type { Db, Queryable } from '../db/db.ts';
import { parseDateRange } from '../date-range.ts';
import * as repo from './repository.ts';

export type { AuditEntry } from './repository.ts';
type ApiAuditEntry = components['schemas']['AuditEntry'];
type ApiPagination = components['schemas']['Pagination'];

/** A staff action, in the caller's transaction (`q`). */
export const recordAudit = (q: Queryable, entry: repo.AuditEntry) => repo.insertAudit(q, entry);

/**
 * A security event about the member `userId` (null: the address has no account, and nothing is
 * written, by the same statement).
 */
export const recordSecurityEvent = (
  q: Queryable,
  userId: string | null,
  action: 'login_failed' | 'account_locked',
  details: { attemptCount: number; attemptedFrom: string; lockedUntil?: string },
) => repo.insertSecurityEvent(q, userId, action, details);

export interface AuditQuery {
  page?: number;
  limit?: number;
  action?: string;
  keyword?: string;
  startDate?: string;
  endDate?: string;
}

/**
 * The keyword's words as a tsquery, each a prefix ('jan' finds 'jane'), all required. Only
 * letters, digits and the characters an e-mail holds are kept, so nothing the user types can
 * change the query's syntax; a keyword with no word left filters nothing.
 */
export function keywordQuery(keyword: string | undefined): string | undefined {
  const words = (keyword ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}@._+-]/gu, '').replace(/^[@._+-]+|[@._+-]+$/g, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, 10);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : undefined;
}

const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : [first, last].filter(Boolean).join(' ');

function toApiEntry(r: repo.AuditRow): ApiAuditEntry {
  const isUserTarget = r.target_type === 'user';
  const targetUserName = isUserTarget ? fullName(r.target_first_name, r.target_last_name) : null;
  // A transfer's target is the new owner (spec 3 §3: newOwnerName, newOwnerEmail).
  const details =
    r.action === 'ownership_transferred' && isUserTarget
      ? {
          ...(targetUserName ? { newOwnerName: targetUserName } : {}),
          ...(r.target_email ? { newOwnerEmail: r.target_email } : {}),
          ...r.details,
        }
      : r.details;
  return {
    id: r.id,
    action: r.action,
    actionType: isSecurityAuditAction(r.action) ? 'user' : 'admin',
    createdAt: new Date(r.created_at).toISOString(),
    adminId: r.actor_id,
    adminName: fullName(r.actor_first_name, r.actor_last_name),
    adminEmail: r.actor_email,
    targetUserId: isUserTarget ? r.target_id : null,
    targetUserName,
    targetUserEmail: isUserTarget ? r.target_email : null,
    details,
  };
}

export function createAuditService(db: Db) {
  return {
    async list(query: AuditQuery) {
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const range = parseDateRange(query, {
        badStart: STAFF_USER_MESSAGES.badStartDate,
        badEnd: STAFF_USER_MESSAGES.badEndDate,
        startAfterEnd: STAFF_USER_MESSAGES.startAfterEnd,
      });
      const tsquery = keywordQuery(query.keyword);
      const action = query.action?.trim();
      const { rows, total } = await repo.listAudit(
        db,
        { ...range, ...(action ? { action } : {}), ...(tsquery ? { tsquery } : {}) },
        limit,
        (page - 1) * limit,
      );
      const totalPages = Math.ceil(total / limit);
      const pagination: ApiPagination = { page, limit, total, totalPages, pages: totalPages };
      return { auditLog: rows.map(toApiEntry), pagination };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
