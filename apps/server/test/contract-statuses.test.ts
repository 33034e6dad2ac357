// Statuses the fuzz suite found undeclared (issue 25 item 11): a bad token on the public event
// calls (401, as on the other calls that take an optional token) and photo changes of an event
// that can no longer be edited (409). useTestApp fails a test whose answers break openapi.yaml.
import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES as M } from '@pedalswap/domain/events';
import { publishedEvent } from './community-events-fixtures.ts';
import { call, useTestApp } from './helpers.ts';

const t = useTestApp();

describe('statuses the contract declares', () => {
  it('a bad token on the public event calls: 401, not read as a visitor', async () => {
    const [m, staff] = await Promise.all([t.member(), t.member({ role: 'owner' })]);
    const e = await publishedEvent(t.app, m, staff);
    for (const url of ['/api/events', `/api/events/${e.id}`, `/api/events/${e.id}/calendar.ics`]) {
      const res = await call(t.app, 'GET', url, { token: 'not-a-token' });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("a cancelled event's photos: 409 on deleting one or making it the primary", async () => {
    const [m, staff] = await Promise.all([t.member(), t.member({ role: 'owner' })]);
    const e = await publishedEvent(t.app, m, staff);
    const [image] = await t.db.query<{ id: string }>(
      `INSERT INTO community_event_images (event_id, storage_key, is_primary)
       VALUES ($1, $2, true) RETURNING id`,
      [e.id, `events/${e.id}/photo`],
    );
    const cancel = await call(t.app, 'POST', `/api/events/${e.id}/cancel`, {
      token: m.accessToken,
      payload: { reason: M.cancelledByOrganizer },
    });
    expect(cancel.statusCode).toBe(200);
    const url = `/api/events/${e.id}/images/${image!.id}`;
    for (const res of [
      await call(t.app, 'DELETE', url, { token: m.accessToken }),
      await call(t.app, 'PUT', `${url}/primary`, { token: m.accessToken }),
    ]) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe(M.cancelledNotEditable);
    }
  });
});
