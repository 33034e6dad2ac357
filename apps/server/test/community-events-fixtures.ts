// Shared by the community event tests: a valid event body and a few calls.
import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { components } from '@pedalswap/api-client/schema.gen';
import { call, type Member } from './helpers.ts';

export type ApiEvent = components['schemas']['Event'];

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (n: number, hour = 9) => {
  const d = new Date(Date.now() + n * DAY);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};

export const rideBody = (over: Record<string, unknown> = {}) => ({
  eventType: 'road_ride',
  name: 'Forest Park Sunday loop',
  description: 'A no-drop loop on Leif Erikson, coffee after.',
  location: 'Portland, OR',
  venueName: 'Thurman St gate',
  startDatetime: inDays(10),
  endDatetime: inDays(10, 12),
  attributes: { difficultyLevel: 'intermediate', distance: 30, pace: 'moderate' },
  ...over,
});

export async function createEvent(
  app: FastifyInstance,
  member: Member,
  over: Record<string, unknown> = {},
): Promise<ApiEvent> {
  const res = await call(app, 'POST', '/api/events', {
    token: member.accessToken,
    payload: rideBody(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ event: ApiEvent }>().event;
}

/** A published event: the member submits, staff approve. */
export async function publishedEvent(
  app: FastifyInstance,
  organizer: Member,
  staff: Member,
  over: Record<string, unknown> = {},
): Promise<ApiEvent> {
  const e = await createEvent(app, organizer, { status: 'pending_review', ...over });
  const res = await call(app, 'POST', `/api/events/${e.id}/approve`, { token: staff.accessToken });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ event: ApiEvent }>().event;
}
