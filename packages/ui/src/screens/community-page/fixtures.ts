// Story fixtures: community events of every type around Portland, Seattle and Bend, with drawn
// photos, dated around one fixed "now" so screenshots never change. Not shipped logic.
import {
  placeholderPhoto,
  type PhotoOptions,
} from '../../components/item-card/placeholder-photos.ts';
import type { CommunityEvent, EventAttributes } from './event-display.ts';

/** Wed Nov 25 2026, 10:00 UTC: the stories' today. */
export const STORY_NOW = new Date('2026-11-25T10:00:00Z');

const photos = (prefix: string, list: readonly PhotoOptions[]): CommunityEvent['images'] =>
  list.map((options, i) => ({
    id: `${prefix}-0000-4000-8000-00000000000${i + 1}`,
    url: placeholderPhoto(options),
    isPrimary: i === 0,
    imagekitFileId: null,
    sortOrder: i,
  }));

let n = 0;
export function makeEvent(
  over: Omit<Partial<CommunityEvent>, 'attributes'> & { attributes?: EventAttributes } = {},
): CommunityEvent {
  n += 1;
  const { attributes = {}, ...rest } = over;
  return {
    id: `9e1d7c2a-0000-4000-9000-${String(n).padStart(12, '0')}`,
    ownerId: '7d1b2c4e-0000-4000-8000-000000000001',
    owner: { firstName: 'Maya', lastName: 'Okafor' },
    eventType: 'road_ride',
    name: 'Saturday Hills Ride',
    description:
      'A no-drop road loop over the West Hills with a coffee stop at the top. Lights recommended.',
    location: 'Portland, OR',
    venueName: 'Rose City Cycles',
    sponsor: null,
    externalUrl: null,
    startDatetime: '2026-11-28T16:00:00Z',
    endDatetime: '2026-11-28T19:00:00Z',
    maxParticipants: 25,
    registrationDeadline: null,
    registrationCount: 8,
    waitlistCount: 0,
    viewCount: 142,
    isRegistered: false,
    canRegister: true,
    registrationStatus: null,
    status: 'published',
    rejectionReason: null,
    cancellationReason: null,
    images: [],
    createdAt: '2026-11-01T12:00:00Z',
    ...rest,
    // The contract types the stored attributes as a bare object.
    attributes: attributes as CommunityEvent['attributes'],
  };
}

export const HILLS_RIDE = makeEvent({
  images: photos('a1b2c3d4', [
    { subject: 'road', scene: 'dawn', color: '#dc2626' },
    { subject: 'road', scene: 'forest', color: '#dc2626' },
  ]),
  sponsor: 'Rose City Cycles',
  attributes: {
    difficultyLevel: 'intermediate',
    pace: 'moderate',
    distance: 32,
    distanceUnit: 'miles',
    elevationGain: 2100,
    elevationUnit: 'feet',
    terrainType: 'Paved, rolling',
    supportVehicle: false,
    routeUrl: 'https://example.org/routes/west-hills',
  },
});

export const GRAVEL_GRIND = makeEvent({
  eventType: 'gravel_ride',
  name: 'Cascade Lakes Gravel Grind',
  location: 'Bend, OR',
  venueName: 'Crow’s Feet Commons',
  startDatetime: '2026-12-05T17:00:00Z',
  endDatetime: '2026-12-05T23:00:00Z',
  images: photos('b2c3d4e5', [{ subject: 'gravel', scene: 'alpine', color: '#2563eb' }]),
});

export const WRENCH_NIGHT = makeEvent({
  eventType: 'workshop',
  name: 'Wrenching Night: Tubeless Setup',
  description: 'Bring your wheels; we supply sealant, valves and patience.',
  location: 'Seattle, WA',
  venueName: 'Capitol Hill Bike Kitchen',
  startDatetime: '2026-12-02T02:00:00Z',
  endDatetime: '2026-12-02T04:00:00Z',
  maxParticipants: 12,
  registrationCount: 12,
  waitlistCount: 3,
  attributes: {
    skillLevel: 'beginner',
    durationHours: 2,
    instructor: 'Jonas Whitfield',
    topics: ['Tubeless tyres', 'Sealant', 'Valve cores'],
    cost: 15,
  },
});

export const HOLIDAY_SOCIAL = makeEvent({
  eventType: 'social',
  name: 'Holiday Lights Social',
  description: 'A slow roll past the lights, then cocoa and cookies at the shop.',
  location: 'Portland, OR',
  venueName: 'Sellwood Cycle Repair',
  sponsor: 'Sellwood Cycle Repair',
  startDatetime: '2026-12-12T01:30:00Z',
  endDatetime: '2026-12-12T04:00:00Z',
  maxParticipants: null,
  attributes: {
    foodProvided: true,
    beveragesProvided: true,
    dressCode: 'Festive layers',
    ageRestriction: 21,
  },
});

export const PAST_MTB = makeEvent({
  eventType: 'mountain_bike',
  name: 'Sandy Ridge Shuttle Day',
  location: 'Sandy, OR',
  venueName: 'Sandy Ridge Trailhead',
  startDatetime: '2026-10-17T16:00:00Z',
  endDatetime: '2026-10-17T22:00:00Z',
  status: 'completed',
  canRegister: false,
  images: photos('c3d4e5f6', [{ subject: 'mountain', scene: 'forest', color: '#16a34a' }]),
});

export const CANCELLED_MEETUP = makeEvent({
  eventType: 'meetup',
  name: 'Commuter Coffee Meetup',
  location: 'Seattle, WA',
  venueName: 'Westlake Park',
  startDatetime: '2026-12-09T15:00:00Z',
  endDatetime: null,
  status: 'cancelled',
  canRegister: false,
  cancellationReason: 'Event cancelled by organizer',
});

export const UPCOMING = [HILLS_RIDE, WRENCH_NIGHT, GRAVEL_GRIND, HOLIDAY_SOCIAL] as const;

/** November 2026 with a busy Saturday the 28th: four events, two shown and '+2 more'. */
export const BUSY_MONTH: readonly CommunityEvent[] = [
  makeEvent({ name: 'Tuesday Night Crit Practice', startDatetime: '2026-11-10T01:00:00Z' }),
  makeEvent({
    eventType: 'workshop',
    name: 'Flat Fix Clinic',
    startDatetime: '2026-11-18T02:00:00Z',
  }),
  makeEvent({
    eventType: 'social',
    name: 'Thanksgiving Leftovers Ride',
    startDatetime: '2026-11-27T18:00:00Z',
  }),
  HILLS_RIDE,
  makeEvent({
    eventType: 'gravel_ride',
    name: 'Gravel Sampler',
    startDatetime: '2026-11-28T17:00:00Z',
  }),
  makeEvent({
    eventType: 'mountain_bike',
    name: 'Powell Butte Loops',
    startDatetime: '2026-11-28T18:00:00Z',
  }),
  makeEvent({
    eventType: 'meetup',
    name: 'Bike Bus Planning',
    startDatetime: '2026-11-28T20:00:00Z',
  }),
  makeEvent({ eventType: 'meetup', name: 'Advocacy Night', startDatetime: '2026-11-25T02:30:00Z' }),
];
