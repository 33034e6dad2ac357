// Roles and permission predicates (spec 1 §6, spec 3 §6).

export const ROLES = ['owner', 'manager', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['active', 'suspended', 'pending', 'pending_verification'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Anything outside the known roles is treated as an ordinary user (spec 1 §3). */
export function normalizeRole(role: string | null | undefined): Role {
  return role === 'owner' || role === 'manager' ? role : 'user';
}

export function isStaff(role: string | null | undefined): boolean {
  const r = normalizeRole(role);
  return r === 'owner' || r === 'manager';
}

export function isOwnerRole(role: string | null | undefined): boolean {
  return normalizeRole(role) === 'owner';
}

/** pending and pending_verification both display as PENDING (spec 3 §4). */
export function accountStatusLabel(status: string): string {
  if (status === 'pending' || status === 'pending_verification') return 'PENDING';
  return status.toUpperCase();
}

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  manager: 'Admin',
  user: 'User',
};
