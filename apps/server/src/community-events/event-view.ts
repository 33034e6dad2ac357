// A stored event as the contract's Event: organizer, photos and the caller's own registration.
import type { components } from '@pedalswap/api-client/schema.gen';
import { isStaff } from '@pedalswap/domain';
import { isEventOpenForFollowing } from '@pedalswap/domain/events';
import { PHOTO_WIDTHS, variantKey } from '../images/listing-photo.ts';
import type { Caller } from '../plugins/caller.ts';
import type { Storage } from '../storage/storage.ts';
import type { EventImageRow, EventRow, ParticipantRow, RegistrationRow } from './repository.ts';

export type ApiEvent = components['schemas']['Event'];
export type ApiEventImage = components['schemas']['EventImage'];
export type ApiRegistration = components['schemas']['EventRegistration'];

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

export function eventImageView(storage: Storage, row: EventImageRow): ApiEventImage {
  return {
    id: row.id,
    url: storage.url(variantKey(row.storage_key, PHOTO_WIDTHS.full)),
    isPrimary: row.is_primary,
    imagekitFileId: null,
    sortOrder: row.sort_order,
  };
}

const ACTIVE = new Set(['registered', 'waitlisted']);

export function eventView(
  storage: Storage,
  row: EventRow,
  images: readonly EventImageRow[],
  viewer: Caller | null,
  registration: RegistrationRow | null,
  now: Date = new Date(),
): ApiEvent {
  const mine = viewer !== null && viewer.id === row.owner_id;
  const following = registration !== null && ACTIVE.has(registration.status);
  return {
    id: row.id,
    ownerId: row.owner_id,
    owner: {
      firstName: row.owner_first_name,
      lastName: row.owner_last_name,
      // The organizer's address is for themselves and staff only.
      ...(mine || isStaff(viewer?.role) ? { email: row.owner_email } : {}),
    },
    eventType: row.event_type as ApiEvent['eventType'],
    name: row.name,
    description: row.description,
    location: row.location,
    venueName: row.venue_name,
    sponsor: row.sponsor,
    externalUrl: row.external_url,
    startDatetime: iso(row.start_datetime),
    endDatetime: isoOrNull(row.end_datetime),
    maxParticipants: row.max_participants,
    registrationDeadline: isoOrNull(row.registration_deadline),
    registrationCount: row.registration_count,
    waitlistCount: row.waitlist_count,
    viewCount: row.view_count,
    isRegistered: following,
    canRegister:
      viewer !== null &&
      !following &&
      isEventOpenForFollowing(
        {
          status: row.status,
          startDatetime: row.start_datetime,
          registrationDeadline: row.registration_deadline,
        },
        now,
      ),
    registrationStatus: (registration?.status ?? null) as ApiEvent['registrationStatus'],
    status: row.status as ApiEvent['status'],
    rejectionReason: mine || isStaff(viewer?.role) ? row.rejection_reason : null,
    cancellationReason: row.cancellation_reason,
    attributes: row.attributes as ApiEvent['attributes'],
    images: images.map((i) => eventImageView(storage, i)),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    seriesId: row.series_id,
  };
}

/**
 * A registration as the API shows it. `details` says what a participants list may show of the
 * follower (participantDetailsFor): 'names' leaves out the e-mail address and the notes. A
 * member's own registration ('contact', the default) carries their own notes.
 */
export function registrationView(
  row: RegistrationRow | ParticipantRow,
  event?: ApiEvent,
  details: 'names' | 'contact' = 'contact',
): ApiRegistration {
  const contact = details === 'contact';
  return {
    id: row.id,
    eventId: row.event_id,
    userId: row.user_id,
    status: row.status as ApiRegistration['status'],
    waitlistPosition: row.waitlist_position,
    ...(contact ? { notes: row.notes } : {}),
    createdAt: iso(row.created_at),
    ...('first_name' in row
      ? {
          user: {
            id: row.user_id,
            firstName: row.first_name,
            lastName: row.last_name,
            ...(contact ? { email: row.email } : {}),
            avatarUrl: row.avatar_url,
          },
        }
      : {}),
    ...(event ? { event } : {}),
  };
}
