import { describe, expect, it } from 'vitest';
import {
  STAFF_USER_MESSAGES as M,
  isSecurityAuditAction,
  staffUserActions,
  staffUserChangeRefusal,
} from './staff-user-rules.ts';

const owner = { id: 'o', role: 'owner' };
const manager = { id: 'm', role: 'manager' };
const member = (accountStatus = 'active', role = 'user') => ({ id: 'u', role, accountStatus });
const suspend = { kind: 'status', status: 'suspended' } as const;
const reactivate = { kind: 'status', status: 'active' } as const;

describe('staffUserChangeRefusal', () => {
  it('lets staff suspend an active member and only owners reinstate one', () => {
    expect(staffUserChangeRefusal(manager, member(), suspend)).toBeNull();
    expect(staffUserChangeRefusal(owner, member('suspended'), reactivate)).toBeNull();
    expect(staffUserChangeRefusal(manager, member('suspended'), reactivate)).toEqual({
      status: 403,
      message: M.ownerOnlyReactivate,
    });
  });

  it('refuses a change the member no longer fits with 409', () => {
    expect(staffUserChangeRefusal(owner, member('suspended'), suspend)).toEqual({
      status: 409,
      message: M.onlyActiveSuspended,
    });
    expect(staffUserChangeRefusal(owner, member('pending_verification'), suspend)?.status).toBe(
      409,
    );
    expect(staffUserChangeRefusal(owner, member(), reactivate)).toEqual({
      status: 409,
      message: M.notSuspended,
    });
    expect(staffUserChangeRefusal(owner, member(), { kind: 'role', role: 'user' })).toEqual({
      status: 409,
      message: M.sameRole('user'),
    });
  });

  it('keeps managers off owners and everyone off their own account', () => {
    const anOwner = { id: 'o2', role: 'owner', accountStatus: 'active' };
    expect(staffUserChangeRefusal(manager, anOwner, suspend)?.message).toBe(M.managerOnOwner);
    expect(staffUserChangeRefusal(owner, anOwner, suspend)).toBeNull();
    expect(staffUserChangeRefusal(owner, { ...owner, accountStatus: 'active' }, suspend)).toEqual({
      status: 403,
      message: M.ownStatus,
    });
    const self = { ...owner, accountStatus: 'active' };
    expect(staffUserChangeRefusal(owner, self, { kind: 'role', role: 'user' })?.message).toBe(
      M.ownRole,
    );
    expect(
      staffUserChangeRefusal(manager, member(), { kind: 'role', role: 'manager' })?.message,
    ).toBe(M.ownerOnlyRole);
    expect(staffUserChangeRefusal(owner, member(), { kind: 'role', role: 'owner' })).toBeNull();
  });
});

describe('staffUserActions', () => {
  it('answers what the Users screen offers for a row', () => {
    expect(staffUserActions(manager, { ...member(), emailVerified: false })).toEqual({
      canSuspend: true,
      canReactivate: false,
      canChangeRole: false,
      canResendVerification: true,
      canResetPassword: true,
    });
    expect(staffUserActions(owner, { ...member('suspended'), emailVerified: true })).toMatchObject({
      canSuspend: false,
      canReactivate: true,
      canChangeRole: true,
    });
  });

  it('tells security events from staff actions', () => {
    expect(isSecurityAuditAction('login_failed')).toBe(true);
    expect(isSecurityAuditAction('account_locked')).toBe(true);
    expect(isSecurityAuditAction('user_suspended')).toBe(false);
  });
});
