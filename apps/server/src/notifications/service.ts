// The one module every area uses to notify a member. The row is the in-app notification and,
// while email_status is 'pending', the e-mail job: the delivery job decides per the member's
// preferences whether and when it is e-mailed (see email-delivery.ts).
import type { NotificationType } from '@pedalswap/domain/accounts';
import type { Queryable } from '../db/db.ts';

export type { NotificationType } from '@pedalswap/domain/accounts';

export interface CreateNotificationInput {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** App-relative path such as "/offers/123"; the e-mail makes it absolute with APP_URL. */
  actionUrl?: string | null;
}

/**
 * Inserts a notification and returns its id. Pass the caller's transaction as `q` so the
 * notification commits or rolls back with the change it announces.
 */
export async function createNotification(
  q: Queryable,
  input: CreateNotificationInput,
): Promise<string> {
  const row = await q.one<{ id: string }>(
    `INSERT INTO notifications (user_id, type, title, message, action_url)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [input.userId, input.type, input.title, input.message, input.actionUrl ?? null],
  );
  if (!row) throw new Error('notification insert returned nothing');
  return row.id;
}
