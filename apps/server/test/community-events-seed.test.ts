// The demo community events (seed/demo-events.ts): upcoming and past rides, workshops and
// socials in Portland, Seattle and Bend with photos, followers, a waitlist and one event in
// review; seeded once.
import { describe, expect, it } from 'vitest';
import { createAccount } from '../src/auth/accounts.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed/demo.ts';
import { DEMO_EVENTS, seedDemoEvents } from '../src/seed/demo-events.ts';
import { call, useTestApp } from './helpers.ts';
import type { ApiEvent } from './community-events-fixtures.ts';

const t = useTestApp();

describe('demo events', () => {
  it('fills the list, the past, the review queue and a waitlist, and seeds nothing twice', async () => {
    for (const account of DEMO_ACCOUNTS)
      await createAccount(t.db, { ...account, password: DEMO_PASSWORD });
    const deps = { db: t.db, storage: t.app.storage, events: t.app.communityEventService };
    expect(await seedDemoEvents(deps)).toBe(DEMO_EVENTS.length);

    const now = encodeURIComponent(new Date().toISOString());
    const upcoming = await call(t.app, 'GET', `/api/events?startDateFrom=${now}`);
    const events = upcoming.json<{ events: ApiEvent[] }>().events;
    expect(events.length).toBe(DEMO_EVENTS.filter((e) => e.day > 0 && !e.pending).length);
    expect(new Set(events.map((e) => e.location.split(',')[0]))).toEqual(
      new Set(['Portland', 'Seattle', 'Bend', 'Sandy']),
    );
    expect(events.every((e) => e.images.length > 0 && e.status === 'published')).toBe(true);
    const gravel = events.find((e) => e.maxParticipants === 2)!;
    expect(gravel).toMatchObject({ registrationCount: 2, waitlistCount: 1 });

    const past = await call(t.app, 'GET', `/api/events?startDateTo=${now}&sortOrder=desc`);
    const pastEvents = past.json<{ events: ApiEvent[] }>().events;
    expect(pastEvents.length).toBe(3);
    expect(pastEvents.every((e) => e.status === 'completed')).toBe(true);

    const owner = await t.login('owner@pedalswap.test', DEMO_PASSWORD);
    const queue = await call(t.app, 'GET', '/api/events?status=pending_review', {
      token: owner.accessToken,
    });
    expect(queue.json().events.map((e: ApiEvent) => e.name)).toEqual(['Flat Fix Clinic']);

    expect(await seedDemoEvents(deps)).toBe(0);
  }, 120_000);
});
