// Device sessions (spec 1 §3 Device session, Settings > Security). A session ends at once: the
// auth hook checks the row on every request, so its access tokens stop working immediately.
import { DEVICE_MESSAGES } from '@pedalswap/domain/accounts';
import { SESSION } from '@pedalswap/domain';
import type { components } from '@pedalswap/api-client/schema.gen';
import type { Db } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { revokeUserSessions } from '../auth/repository.ts';
import * as repo from './repository.ts';

export type ApiDevice = components['schemas']['DeviceSession'];

const INACTIVITY_SECONDS = SESSION.inactivityExpiryMs / 1000;
export { DEVICE_MESSAGES };

export function createDeviceService(db: Db) {
  return {
    async list(userId: string, currentSessionId: string): Promise<ApiDevice[]> {
      const rows = await repo.listActiveSessions(db, userId, INACTIVITY_SECONDS);
      return rows.map((r) => ({
        id: r.id,
        // Raw: the client formats the user agent for display.
        userAgent: r.user_agent,
        ipAddress: r.ip_address,
        createdAt: new Date(r.created_at).toISOString(),
        lastUsedAt: new Date(r.last_used_at).toISOString(),
        // The stored expiry is kept at lastUsedAt + 7 days (touched at most once a minute).
        expiresAt: new Date(r.expires_at).toISOString(),
        isCurrent: r.id === currentSessionId,
      }));
    },

    /** Another member's session id answers 404, like an unknown one: nothing to learn. */
    async revoke(userId: string, sessionId: string): Promise<void> {
      if (!(await repo.revokeOwnSession(db, userId, sessionId)))
        throw new AppError(404, 'not_found', DEVICE_MESSAGES.notFound);
    },

    revokeOthers: (userId: string, currentSessionId: string) =>
      revokeUserSessions(db, userId, 'revoked_by_user', currentSessionId),

    revokeAll: (userId: string) => revokeUserSessions(db, userId, 'revoked_by_user'),
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
