// Demo community events for a fresh install, so /community's list and calendar are alive on
// first run (issue 16 item 7): past and upcoming rides, workshops and socials around Portland,
// Seattle and Bend, with drawn photos, followers and a waitlist. Dates are relative to the day
// of seeding. Everything goes through the community events service as the members would act
// (create, submit, staff approve or publish, follow); past events are completed by the same
// job the scheduler runs. Idempotent: an event of the same name is never created twice.
import type { Db } from '../db/db.ts';
import type { EventService } from '../community-events/service.ts';
import { addEventPhoto } from '../community-events/images.ts';
import { processListingPhoto } from '../images/listing-photo.ts';
import type { Storage } from '../storage/storage.ts';
import { demoPhotoPng, type DemoSubject } from './demo-photo.ts';
import { communityEventExists, liveMembersByEmail, type DemoMemberRow } from './repository.ts';

interface DemoEvent {
  organizer: string;
  /** Days from today (negative: past) and the local start hour (Pacific, UTC-8 in winter). */
  day: number;
  hour: number;
  hours: number;
  body: Record<string, unknown>;
  photos: DemoSubject[];
  /** Who follows, in order (beyond maxParticipants: the waitlist). */
  followers?: string[];
  /** Left in review (the staff panel's event tab) instead of published. */
  pending?: boolean;
}

const ALEX = 'alex@pedalswap.test';
const SAM = 'sam@pedalswap.test';
const OWNER = 'owner@pedalswap.test';
const MANAGER = 'manager@pedalswap.test';

export const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    organizer: ALEX,
    day: 3,
    hour: 9,
    hours: 3,
    body: {
      eventType: 'road_ride',
      name: 'Forest Park Saturday Loop',
      description:
        'A no-drop road loop up Skyline and back through Forest Park. Regroups at every turn; coffee after at the start.',
      location: 'Portland, OR',
      venueName: 'NW Thurman St trailhead',
      attributes: {
        difficultyLevel: 'intermediate',
        pace: 'moderate',
        distance: 32,
        elevationGain: 2100,
        terrainType: 'Paved',
        supportVehicle: false,
      },
    },
    photos: ['bike-road', 'bike-road'],
    followers: [SAM, OWNER],
  },
  {
    organizer: SAM,
    day: 6,
    hour: 8,
    hours: 5,
    body: {
      eventType: 'gravel_ride',
      name: 'Cascade Lakes Gravel Grinder',
      description:
        'Forest roads west of Bend with two lake stops. Bring two bottles and a snack; no support on course.',
      location: 'Bend, OR',
      venueName: 'Phil’s Trailhead',
      maxParticipants: 2,
      registrationDeadline: 'start-1d',
      attributes: {
        difficultyLevel: 'advanced',
        pace: 'fast',
        distance: 48,
        elevationGain: 3600,
        terrainType: 'Gravel',
        supportVehicle: false,
      },
    },
    photos: ['bike-road'],
    // Two places: the third and fourth follower are on the waitlist.
    followers: [ALEX, OWNER, MANAGER],
  },
  {
    organizer: MANAGER,
    day: 10,
    hour: 18,
    hours: 2,
    body: {
      eventType: 'workshop',
      name: 'Wheel Truing Basics',
      description:
        'Learn to true a wheel on a stand: spoke tension, dish and hop. Stands and wheels provided.',
      location: 'Seattle, WA',
      venueName: 'PedalSwap Fremont workshop',
      maxParticipants: 8,
      sponsor: 'Fremont Bike Co-op',
      attributes: {
        skillLevel: 'beginner',
        instructor: 'Marcus Manager',
        durationHours: 2,
        topics: ['Spoke tension', 'Lateral true', 'Dish'],
        cost: 0,
      },
    },
    photos: ['wheel'],
    followers: [ALEX],
  },
  {
    organizer: OWNER,
    day: 14,
    hour: 17,
    hours: 3,
    body: {
      eventType: 'social',
      name: 'Swap Meet & Pizza Night',
      description:
        'Bring parts to trade, meet the PedalSwap team and other riders. Pizza and local root beer on us.',
      location: 'Portland, OR',
      venueName: 'Ecliptic Brewing patio',
      externalUrl: 'https://example.com/swap-night',
      attributes: {
        foodProvided: true,
        beveragesProvided: true,
        dressCode: 'Casual',
        ageRestriction: 0,
      },
    },
    photos: ['crankset', 'bag'],
    followers: [ALEX, SAM, MANAGER],
  },
  {
    organizer: ALEX,
    day: 21,
    hour: 10,
    hours: 4,
    body: {
      eventType: 'mountain_bike',
      name: 'Sandy Ridge Flow Day',
      description:
        'Laps on Sandy Ridge’s flow trails; shuttle-free, we climb the road. Full-suspension recommended.',
      location: 'Sandy, OR',
      venueName: 'Sandy Ridge trailhead',
      attributes: {
        difficultyLevel: 'expert',
        pace: 'fast',
        distance: 18,
        elevationGain: 2800,
        terrainType: 'Singletrack',
      },
    },
    photos: ['bike-mountain'],
  },
  {
    organizer: MANAGER,
    day: 30,
    hour: 7,
    hours: 2,
    body: {
      eventType: 'meetup',
      name: 'Burke-Gilman Commuter Coffee',
      description: 'Meet on the trail before work, swap commuting tips and ride in together.',
      location: 'Seattle, WA',
      venueName: 'Gas Works Park',
      attributes: { beveragesProvided: true },
    },
    photos: ['light'],
  },
  {
    organizer: SAM,
    day: 45,
    hour: 9,
    hours: 6,
    body: {
      eventType: 'road_ride',
      name: 'McKenzie Pass Century',
      description:
        'The classic climb to the lava fields while the pass is closed to cars. Sag wagon at the summit.',
      location: 'Bend, OR',
      venueName: 'Sisters city park',
      maxParticipants: 40,
      attributes: {
        difficultyLevel: 'expert',
        pace: 'moderate',
        distance: 100,
        elevationGain: 6500,
        supportVehicle: true,
      },
    },
    photos: ['bike-road'],
  },
  {
    organizer: ALEX,
    day: 12,
    hour: 18,
    hours: 2,
    pending: true,
    body: {
      eventType: 'workshop',
      name: 'Flat Fix Clinic',
      description:
        'Tubes, tubeless plugs and CO2: fix a flat in five minutes. Waiting for staff review.',
      location: 'Portland, OR',
      venueName: 'Alex’s garage',
      attributes: {
        skillLevel: 'all_levels',
        durationHours: 1.5,
        topics: ['Tubes', 'Tubeless'],
        cost: 5,
      },
    },
    photos: ['pump'],
  },
  {
    organizer: OWNER,
    day: -7,
    hour: 9,
    hours: 3,
    body: {
      eventType: 'gravel_ride',
      name: 'Sauvie Island Autumn Gravel',
      description: 'Flat farm roads and the beach loop, pumpkin patch stop included.',
      location: 'Portland, OR',
      venueName: 'Sauvie Island bridge',
      attributes: { difficultyLevel: 'beginner', pace: 'casual', distance: 25 },
    },
    photos: ['bike-city'],
  },
  {
    organizer: MANAGER,
    day: -20,
    hour: 18,
    hours: 2,
    body: {
      eventType: 'workshop',
      name: 'Winter Bike Prep',
      description: 'Fenders, lights and drivetrain care for the wet months.',
      location: 'Seattle, WA',
      venueName: 'PedalSwap Fremont workshop',
      attributes: {
        skillLevel: 'intermediate',
        instructor: 'Marcus Manager',
        durationHours: 2,
        topics: ['Fenders', 'Lights'],
      },
    },
    photos: ['light'],
  },
  {
    organizer: SAM,
    day: -40,
    hour: 10,
    hours: 3,
    body: {
      eventType: 'mountain_bike',
      name: 'Phil’s Trail Fall Ride',
      description: 'Dusty loops on Phil’s network before the snow.',
      location: 'Bend, OR',
      venueName: 'Phil’s Trailhead',
      attributes: { difficultyLevel: 'intermediate', pace: 'moderate', distance: 15 },
    },
    photos: ['bike-mountain'],
  },
];

/** Day `day` from `now` at `hour` Pacific (UTC-8; an hour off in summer is fine for a demo). */
function pacific(now: Date, day: number, hour: number): Date {
  const d = new Date(now);
  d.setUTCDate(d.getUTCDate() + day);
  d.setUTCHours(hour + 8, 0, 0, 0);
  return d;
}

export interface SeedEventsDeps {
  db: Db;
  storage: Storage;
  events: EventService;
  now?: Date;
}

/** Creates the demo events that do not exist yet; returns how many were made. */
export async function seedDemoEvents(deps: SeedEventsDeps): Promise<number> {
  const { db, events } = deps;
  const now = deps.now ?? new Date();
  const members = new Map<string, DemoMemberRow>(
    (await liveMembersByEmail(db, [ALEX, SAM, OWNER, MANAGER])).map((m) => [m.email, m]),
  );
  const staff = members.get(OWNER);
  if (!staff) return 0;
  const caller = (m: DemoMemberRow) => ({ id: m.id, role: m.role });
  let made = 0;
  for (const [index, demo] of DEMO_EVENTS.entries()) {
    const organizer = members.get(demo.organizer);
    if (!organizer || (await communityEventExists(db, String(demo.body.name)))) continue;
    const start = pacific(now, demo.day, demo.hour);
    const body: Record<string, unknown> = {
      ...demo.body,
      startDatetime: start.toISOString(),
      endDatetime: new Date(start.getTime() + demo.hours * 3600_000).toISOString(),
      status: 'pending_review',
    };
    if (body.registrationDeadline === 'start-1d')
      body.registrationDeadline = new Date(start.getTime() - 24 * 3600_000).toISOString();
    const { event } = await events.create(body, caller(organizer));
    for (const [i, subject] of demo.photos.entries()) {
      const photo = await processListingPhoto(await demoPhotoPng(subject, 500 + index * 7 + i));
      await db.transaction((tx) => addEventPhoto(tx, deps.storage, event.id, photo, i));
    }
    if (!demo.pending) await events.approve(event.id, caller(staff));
    for (const email of demo.followers ?? []) {
      const follower = members.get(email);
      if (follower) await events.register(event.id, {}, caller(follower));
    }
    made += 1;
  }
  // The past ones end as the scheduler would leave them.
  await events.completePast(now);
  return made;
}
