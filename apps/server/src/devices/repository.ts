// SQL of the device sessions list and revocation (the rows themselves belong to auth).
import type { Queryable } from '../db/db.ts';

export interface DeviceRow {
  id: string;
  user_agent: string | null;
  ip_address: string | null;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
}

/** The member's live sessions: not revoked, not expired, not idle past the inactivity limit. */
export const listActiveSessions = (q: Queryable, userId: string, inactivitySeconds: number) =>
  q.query<DeviceRow>(
    `SELECT id, user_agent, ip_address, created_at, last_used_at, expires_at
     FROM device_sessions
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
       AND last_used_at > now() - make_interval(secs => $2)
     ORDER BY last_used_at DESC, id`,
    [userId, inactivitySeconds],
  );

/** Ends one of the member's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(q: Queryable, userId: string, sessionId: string) {
  const row = await q.one(
    `UPDATE device_sessions SET revoked_at = now(), revoked_reason = 'revoked_by_user'
     WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING id`,
    [sessionId, userId],
  );
  return row !== null;
}
