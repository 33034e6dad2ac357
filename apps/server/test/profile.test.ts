// GET and PUT /users/profile (spec 1 §2 Profile and Settings, §3 User and
// NotificationPreferences, §5; openapi.yaml updateProfile).
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@pedalswap/domain';
import { DEFAULT_NOTIFICATION_PREFERENCES, PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { call, useTestApp } from './helpers.ts';

const t = useTestApp();

const put = (token: string | undefined, payload: unknown) =>
  call(t.app, 'PUT', '/api/users/profile', { token, payload });
const get = (token?: string) => call(t.app, 'GET', '/api/users/profile', { token });

async function expectInvalid(token: string, payload: unknown, path: string, msg: string) {
  const res = await put(token, payload);
  expect(res.statusCode, JSON.stringify(payload)).toBe(400);
  const body = res.json();
  expect(body.error).toBe('validation_failed');
  expect(body.details, JSON.stringify(payload)).toContainEqual({ path, msg });
  // The contract's second shape of the same failures (Error.errors).
  expect(body.errors?.[path]).toBe(msg);
}

describe('GET /users/profile', () => {
  it('returns the signed-in member with every preference default', async () => {
    const m = await t.member({ firstName: 'Alex', lastName: 'Rider' });
    const res = await get(m.accessToken);
    expect(res.statusCode).toBe(200);
    const { user } = res.json();
    expect(user).toMatchObject({
      id: m.id,
      email: m.email,
      firstName: 'Alex',
      lastName: 'Rider',
      location: 'Portland, OR',
      bio: null,
      avatarUrl: null,
      pendingEmail: null,
      role: 'user',
      accountStatus: 'active',
      tokenBalance: 0,
    });
    expect(user.notificationPreferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(user).not.toHaveProperty('passwordHash');
    expect(user).not.toHaveProperty('password_hash');
  });

  it('401 without a token or with a broken one', async () => {
    for (const res of [await get(), await get('not-a-jwt')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
  });
});

describe('PUT /users/profile', () => {
  it('GET then PUT of the preferences works: the read-only lastOfferDigestSent is ignored', async () => {
    const m = await t.member();
    const sent = '2026-01-02T03:00:00.000Z';
    await t.db.query(
      `UPDATE users SET notification_preferences = notification_preferences || jsonb_build_object('lastOfferDigestSent', $2::text) WHERE id = $1`,
      [m.id, sent],
    );
    const read = (await get(m.accessToken)).json().user.notificationPreferences;
    expect(read.lastOfferDigestSent).toBe(sent);
    const back = { ...read, quietHoursEnabled: true, lastOfferDigestSent: '2030-01-01T00:00:00Z' };
    const res = await put(m.accessToken, { notificationPreferences: back });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().user.notificationPreferences;
    expect(saved.quietHoursEnabled).toBe(true);
    // Ignored, not written: the digest clock is the server's.
    expect(saved.lastOfferDigestSent).toBe(sent);
  });

  it('updates the fields sent and leaves the others alone (partial stays partial)', async () => {
    const m = await t.member({ firstName: 'Alex', lastName: 'Rider' });
    const first = await put(m.accessToken, { bio: 'Gravel and coffee.', location: 'Bend, OR' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(PROFILE_MESSAGES.profileUpdated);
    expect(first.json().user).toMatchObject({
      firstName: 'Alex',
      lastName: 'Rider',
      bio: 'Gravel and coffee.',
      location: 'Bend, OR',
    });

    const second = await put(m.accessToken, { firstName: '  Mary Ann ' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().user).toMatchObject({
      firstName: 'Mary Ann', // trimmed
      lastName: 'Rider',
      bio: 'Gravel and coffee.',
      location: 'Bend, OR',
    });
    // A profile save never touches the preferences, and the GET agrees with the PUT.
    const { user } = (await get(m.accessToken)).json();
    expect(user.notificationPreferences).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect(user).toEqual(second.json().user);
  });

  it('an empty or null bio clears it', async () => {
    const m = await t.member();
    await put(m.accessToken, { bio: 'Hello' });
    expect((await put(m.accessToken, { bio: '' })).json().user.bio).toBeNull();
    await put(m.accessToken, { bio: 'Hello again' });
    expect((await put(m.accessToken, { bio: null })).json().user.bio).toBeNull();
  });

  it('bio: 1000 characters is the bound the contract decided (LIMITS.bioMax)', async () => {
    const m = await t.member();
    const ok = await put(m.accessToken, { bio: 'b'.repeat(1000) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.bio).toHaveLength(1000);
    await expectInvalid(
      m.accessToken,
      { bio: 'b'.repeat(1001) },
      'bio',
      'Bio must not exceed 1000 characters',
    );
  });

  it('names and location follow the register rules with the spec messages', async () => {
    const m = await t.member();
    const cases: [object, string, string][] = [
      [{ firstName: 'A' }, 'firstName', 'First name must be at least 2 characters'],
      [{ firstName: '' }, 'firstName', 'First name is required'],
      [{ firstName: '   ' }, 'firstName', 'First name is required'],
      [{ firstName: 'x'.repeat(51) }, 'firstName', 'First name must not exceed 50 characters'],
      [{ firstName: 'J0hn' }, 'firstName', 'First name format is invalid'],
      [{ firstName: 'Mary Ann Jo' }, 'firstName', MESSAGES.firstNameSpaces],
      [{ firstName: 'Mary  Ann' }, 'firstName', MESSAGES.firstNameSpaces],
      [{ lastName: 'Van der Berg' }, 'lastName', MESSAGES.lastNameSpaces],
      [{ lastName: 'B' }, 'lastName', 'Last name must be at least 2 characters'],
      [{ location: 'X' }, 'location', 'Location must be at least 2 characters'],
      [{ location: 'x'.repeat(256) }, 'location', 'Location must not exceed 255 characters'],
      [{ firstName: 42 }, 'firstName', 'First name must be a string'],
    ];
    for (const [payload, path, msg] of cases)
      await expectInvalid(m.accessToken, payload, path, msg);
    // Nothing was saved by any of them.
    expect((await get(m.accessToken)).json().user).toMatchObject({
      firstName: 'Test',
      lastName: 'Rider',
      location: 'Portland, OR',
    });
  });

  it('reports every invalid field at once', async () => {
    const m = await t.member();
    const res = await put(m.accessToken, { firstName: 'A', location: 'X', bio: 'b'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['bio', 'firstName', 'location']);
  });

  it('400, never 500, for malformed bodies', async () => {
    const m = await t.member();
    const cases: [unknown, string][] = [
      [{}, 'body'],
      [[], 'body'],
      ['"text"', 'body'],
      [{ email: 'new@example.com' }, 'email'],
      [{ role: 'owner' }, 'role'],
      [{ tokenBalance: 1000 }, 'tokenBalance'],
    ];
    for (const [payload, path] of cases) {
      const res = await call(t.app, 'PUT', '/api/users/profile', {
        token: m.accessToken,
        payload: typeof payload === 'string' ? payload : (payload as object),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe('validation_failed');
      expect(res.json().details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const notJson = await call(t.app, 'PUT', '/api/users/profile', {
      token: m.accessToken,
      payload: '{"firstName":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    const noBody = await call(t.app, 'PUT', '/api/users/profile', { token: m.accessToken });
    expect(noBody.statusCode).toBe(400);
    // The role and e-mail did not change.
    expect((await get(m.accessToken)).json().user).toMatchObject({ role: 'user', email: m.email });
  });

  it('401 without a valid token, whatever the body', async () => {
    expect((await put(undefined, { firstName: 'Alex' })).statusCode).toBe(401);
    expect((await put('garbage', { firstName: 'Alex' })).statusCode).toBe(401);
    expect((await put(undefined, {})).statusCode).toBe(401);
  });

  it('a member edits only their own profile', async () => {
    const a = await t.member({ firstName: 'Alice' });
    const b = await t.member({ firstName: 'Bobby' });
    await put(a.accessToken, { firstName: 'Alicia' });
    expect((await get(b.accessToken)).json().user.firstName).toBe('Bobby');
  });
});

describe('PUT /users/profile: notificationPreferences', () => {
  it('merges: fields left out keep their value, and profile fields are untouched', async () => {
    const m = await t.member();
    await put(m.accessToken, { bio: 'Keep me' });
    const one = await put(m.accessToken, {
      notificationPreferences: { quietHoursEnabled: true, quietHoursStart: '23:00' },
    });
    expect(one.statusCode, one.body).toBe(200);
    const two = await put(m.accessToken, {
      notificationPreferences: { offerEmailFrequency: 'weekly', chatMessageEmailEnabled: true },
    });
    expect(two.statusCode, two.body).toBe(200);
    const { user } = (await get(m.accessToken)).json();
    expect(user.notificationPreferences).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      quietHoursEnabled: true,
      quietHoursStart: '23:00',
      offerEmailFrequency: 'weekly',
      chatMessageEmailEnabled: true,
    });
    expect(user.bio).toBe('Keep me');
    // Only what the member changed is stored; defaults are merged in on read.
    const row = await t.db.one<{ notification_preferences: Record<string, unknown> }>(
      'SELECT notification_preferences FROM users WHERE id = $1',
      [m.id],
    );
    expect(row?.notification_preferences).toEqual({
      quietHoursEnabled: true,
      quietHoursStart: '23:00',
      offerEmailFrequency: 'weekly',
      chatMessageEmailEnabled: true,
    });
  });

  it('accepts every frequency and quiet hours on the hour from 00:00 to 23:00', async () => {
    const m = await t.member();
    for (const offerEmailFrequency of ['immediate', 'hourly', 'daily', 'weekly', 'never']) {
      const res = await put(m.accessToken, { notificationPreferences: { offerEmailFrequency } });
      expect(res.statusCode, offerEmailFrequency).toBe(200);
      expect(res.json().user.notificationPreferences.offerEmailFrequency).toBe(offerEmailFrequency);
    }
    for (const hour of ['00:00', '09:00', '19:00', '23:00']) {
      const res = await put(m.accessToken, {
        notificationPreferences: { quietHoursStart: hour, quietHoursEnd: hour },
      });
      expect(res.statusCode, hour).toBe(200);
    }
  });

  it('refuses times off the hour or out of range, unknown frequencies and wrong types', async () => {
    const m = await t.member();
    const p = 'notificationPreferences';
    const cases: [object, string, string][] = [
      [{ quietHoursStart: '22:30' }, `${p}.quietHoursStart`, 'Quiet hours start format is invalid'],
      [{ quietHoursStart: '24:00' }, `${p}.quietHoursStart`, 'Quiet hours start format is invalid'],
      [{ quietHoursEnd: '7:00' }, `${p}.quietHoursEnd`, 'Quiet hours end format is invalid'],
      [{ quietHoursEnd: '' }, `${p}.quietHoursEnd`, 'Quiet hours end format is invalid'],
      [
        { offerEmailFrequency: 'monthly' },
        `${p}.offerEmailFrequency`,
        'Offer email frequency must be one of: immediate, hourly, daily, weekly, never',
      ],
      [
        { quietHoursEnabled: 'yes' },
        `${p}.quietHoursEnabled`,
        'Quiet hours enabled must be a boolean',
      ],
      [{ pushEverything: true }, `${p}.pushEverything`, 'Push everything is not allowed'],
    ];
    for (const [prefs, path, msg] of cases)
      await expectInvalid(m.accessToken, { notificationPreferences: prefs }, path, msg);
    const bad = await put(m.accessToken, { notificationPreferences: 'daily' });
    expect(bad.statusCode).toBe(400);
    expect((await get(m.accessToken)).json().user.notificationPreferences).toEqual(
      DEFAULT_NOTIFICATION_PREFERENCES,
    );
  });
});
