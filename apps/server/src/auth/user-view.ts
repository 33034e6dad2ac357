// The User of the contract, built from a row: camelCase, ISO dates, preferences with defaults.
import type { components } from '@pedalswap/api-client/schema.gen';
import { normalizeRole } from '@pedalswap/domain';
import { withPreferenceDefaults } from '@pedalswap/domain/accounts';
import type { AccountStatus } from '@pedalswap/domain';
import type { UserRow } from './repository.ts';

export type ApiUser = components['schemas']['User'];

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function toApiUser(row: UserRow): ApiUser {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    role: normalizeRole(row.role),
    emailVerified: row.email_verified,
    pendingEmail: row.pending_email,
    firstName: row.first_name,
    lastName: row.last_name,
    location: row.location,
    bio: row.bio,
    avatarUrl: row.avatar_url,
    accountStatus: row.account_status as AccountStatus,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    lastLoginAt: iso(row.last_login_at),
    // A lock that has run out is history, not state.
    lockedUntil:
      row.locked_until && new Date(row.locked_until) > new Date() ? iso(row.locked_until) : null,
    notificationPreferences: withPreferenceDefaults(row.notification_preferences),
    tokenBalance: row.token_balance,
  };
}
