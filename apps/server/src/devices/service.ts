// Device sessions (spec 1 §3 Device session, Settings > Security). A session ends at once: the
// auth hook checks the row on every request, so its access tokens stop working immediately.
import { DEVICE_MESSAGES } from '@pedalswap/domain/accounts';
import { SESSION } from '@pedalswap/domain';
import type { components } from '@pedalswap/api-client/schema.gen';
import type { Db } from '../db/db.ts';
import { AppError } from '../errors.ts';
import { endSessions } from '../auth/service.ts';
import type { Caller, SessionCaller } from '../plugins/caller.ts';
import * as repo from './repository.ts';

export type ApiDevice = components['schemas']['DeviceSession'];

const INACTIVITY_SECONDS = SESSION.inactivityExpiryMs / 1000;
export { DEVICE_MESSAGES };

export function createDeviceService(db: Db) {
  return {
    async list(caller: SessionCaller): Promise<ApiDevice[]> {
      const rows = await repo.listActiveSessions(db, caller.id, INACTIVITY_SECONDS);
      return rows.map((r) => ({
        id: r.id,
        // Raw: the client formats the user agent for display.
        userAgent: r.user_agent,
        ipAddress: r.ip_address,
        createdAt: new Date(r.created_at).toISOString(),
        lastUsedAt: new Date(r.last_used_at).toISOString(),
        // The stored expiry is kept at lastUsedAt + 7 days (touched at most once a minute).
        expiresAt: new Date(r.expires_at).toISOString(),
        isCurrent: r.id === caller.sessionId,
      }));
    },

    /** Another member's session id answers 404, like an unknown one: nothing to learn. */
    async revoke(caller: Caller, sessionId: string): Promise<void> {
      if (!(await repo.revokeOwnSession(db, caller.id, sessionId)))
        throw new AppError(404, 'not_found', DEVICE_MESSAGES.notFound);
    },

    revokeOthers: (caller: SessionCaller) =>
      endSessions(db, caller.id, 'revoked_by_user', caller.sessionId),

    revokeAll: (caller: Caller) => endSessions(db, caller.id, 'revoked_by_user'),
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
