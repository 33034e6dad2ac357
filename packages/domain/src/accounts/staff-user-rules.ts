// What staff may do to a member's account (spec 3 §2.6 User management, §4 User account, §6;
// openapi.yaml setUserStatus, setUserRole: the contract's decisions). One function answers for
// the server (which refuses with the message) and for the Users screen (which shows only what
// the answer allows).
import { normalizeRole, type Role } from './roles.ts';

export const STAFF_USER_MESSAGES = {
  suspended: 'User suspended',
  reactivated: 'User reactivated',
  roleChanged: 'User role updated',
  verificationSent: 'Verification email sent',
  passwordResetSent: 'Password reset email sent',
  userNotFound: 'User not found',
  ownStatus: 'You cannot change the status of your own account.',
  ownRole: 'You cannot change your own role.',
  managerOnOwner: "Only an owner can change an owner's account.",
  ownerOnlyRole: 'Only an owner can change roles.',
  ownerOnlyReactivate: 'Only an owner can reactivate a suspended user.',
  /** Spec 3 §4: "Only active users can be suspended." */
  onlyActiveSuspended: 'Only active users can be suspended.',
  notSuspended: 'This user is not suspended.',
  sameRole: (role: Role) => `This user already has the role ${role}.`,
  lastOwner: 'The last owner cannot be demoted.',
  alreadyVerified: 'This user has already verified their email.',
  deletedAccount: 'This account has been deleted.',
  startAfterEnd: 'Start date must be on or before the end date',
  badStartDate: 'Start date is not a valid date',
  badEndDate: 'End date is not a valid date',
} as const;

/** Audit actions that record a security event rather than a staff action (actionType user). */
export const SECURITY_AUDIT_ACTIONS = ['login_failed', 'account_locked'] as const;

export const isSecurityAuditAction = (action: string) =>
  (SECURITY_AUDIT_ACTIONS as readonly string[]).includes(action);

export interface StaffActor {
  id: string;
  role: string;
}

export interface StaffTarget {
  id: string;
  role: string;
  accountStatus: string;
}

export type StaffUserChange =
  { kind: 'status'; status: 'suspended' | 'active' } | { kind: 'role'; role: Role };

/**
 * Why the actor may not make the change, or null when they may. Separation of duties first
 * (nobody acts on their own account), then rank (a manager never acts on an owner, only owners
 * change roles or reinstate), then the member's current state (which the server re-reads under
 * a row lock, so a change made meanwhile is refused rather than repeated).
 */
export function staffUserChangeRefusal(
  actor: StaffActor,
  target: StaffTarget,
  change: StaffUserChange,
): { status: 403 | 409; message: string } | null {
  const actorRole = normalizeRole(actor.role);
  const targetRole = normalizeRole(target.role);
  const forbid = (message: string) => ({ status: 403 as const, message });
  const conflict = (message: string) => ({ status: 409 as const, message });
  if (change.kind === 'status') {
    if (actor.id === target.id) return forbid(STAFF_USER_MESSAGES.ownStatus);
    if (actorRole !== 'owner' && targetRole === 'owner')
      return forbid(STAFF_USER_MESSAGES.managerOnOwner);
    if (change.status === 'active') {
      if (actorRole !== 'owner') return forbid(STAFF_USER_MESSAGES.ownerOnlyReactivate);
      if (target.accountStatus !== 'suspended') return conflict(STAFF_USER_MESSAGES.notSuspended);
      return null;
    }
    if (target.accountStatus !== 'active') return conflict(STAFF_USER_MESSAGES.onlyActiveSuspended);
    return null;
  }
  if (actor.id === target.id) return forbid(STAFF_USER_MESSAGES.ownRole);
  if (actorRole !== 'owner') return forbid(STAFF_USER_MESSAGES.ownerOnlyRole);
  if (targetRole === change.role) return conflict(STAFF_USER_MESSAGES.sameRole(change.role));
  return null;
}

/** What the Users screen offers for one row (the server checks the same rules again). */
export function staffUserActions(
  actor: StaffActor,
  target: StaffTarget & { emailVerified: boolean },
) {
  const allowed = (change: StaffUserChange) =>
    staffUserChangeRefusal(actor, target, change) === null;
  return {
    canSuspend: allowed({ kind: 'status', status: 'suspended' }),
    canReactivate: allowed({ kind: 'status', status: 'active' }),
    canChangeRole: actor.id !== target.id && normalizeRole(actor.role) === 'owner',
    canResendVerification: !target.emailVerified,
    canResetPassword: true,
  };
}
