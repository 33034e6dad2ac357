// The server's background jobs, started by buildApp({ startJobs: true }) (main.ts does; tests
// call the job functions directly with a fake clock instead).
import type { Db } from '../db/db.ts';
import type { EventBus } from '../events/bus.ts';
import type { Mailer } from '../mail/mailer.ts';
import { MAIL_OUTBOX_INTERVAL_MS, type MailOutbox } from '../mail/outbox.ts';
import { purgeExpiredUploads } from '../images/service.ts';
import { purgeExpiredAiUploads } from '../ai/service.ts';
import { deliverDue } from '../notifications/email-delivery.ts';
import type { OfferService } from '../offers/service.ts';
import type { EventService } from '../community-events/service.ts';
import type { Storage } from '../storage/storage.ts';
import type { Job } from './scheduler.ts';

export const NOTIFICATION_EMAIL_INTERVAL_MS = 60_000;
/** Temporary image-service uploads that were never attached to a listing expire; sweep hourly. */
export const UPLOAD_PURGE_INTERVAL_MS = 60 * 60_000;
/** Offers past expiresAt read as Expired already (domain); the job makes it so, each minute. */
export const OFFER_EXPIRY_INTERVAL_MS = 60_000;
/** Published community events that are over become completed; each minute is soon enough. */
export const EVENT_COMPLETION_INTERVAL_MS = 60_000;

export interface JobDeps {
  db: Db;
  mailer: Mailer;
  /** The e-mail queue: what could not be sent right after its answer is tried again. */
  mailOutbox: Pick<MailOutbox, 'deliverDue'>;
  storage: Storage;
  events: EventBus;
  /** The expiry job is the offer service's: its chat messages go through the chat service. */
  offers: Pick<OfferService, 'expire'>;
  /** Community events past their end are marked completed by their service. */
  communityEvents: Pick<EventService, 'completePast'>;
  appUrl: string;
  log: { warn(obj: object, msg: string): void };
}

export function serverJobs(deps: JobDeps): Job[] {
  return [
    {
      name: 'mail-outbox',
      intervalMs: MAIL_OUTBOX_INTERVAL_MS,
      // SKIP LOCKED in the claim: several processes send side by side, each message once.
      run: (now) => deps.mailOutbox.deliverDue(now),
    },
    {
      name: 'notification-emails',
      intervalMs: NOTIFICATION_EMAIL_INTERVAL_MS,
      run: (now) => deliverDue(deps, now),
    },
    {
      name: 'expired-upload-purge',
      intervalMs: UPLOAD_PURGE_INTERVAL_MS,
      // SKIP LOCKED in the claim: several processes sweep side by side without doubling work.
      run: async () => {
        await purgeExpiredUploads(deps.db, deps.storage);
        // The AI analysis copies of photos transferred to a listing: not needed after 24 h.
        await purgeExpiredAiUploads(deps.db);
      },
    },
    {
      name: 'offer-expiry',
      intervalMs: OFFER_EXPIRY_INTERVAL_MS,
      // FOR UPDATE SKIP LOCKED in the claim: several processes expire side by side.
      run: (now) => deps.offers.expire(now),
    },
    {
      name: 'event-completion',
      intervalMs: EVENT_COMPLETION_INTERVAL_MS,
      // FOR UPDATE SKIP LOCKED in the claim: several processes complete side by side.
      run: async (now) => {
        await deps.communityEvents.completePast(now);
      },
    },
  ];
}
