// GET /users/{id} (spec 1 §2 "Profile for another user", §6; openapi.yaml getUser): staff read
// any member; a member reads only themself (the contract's decision), others get 403.
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { call, UNKNOWN_ID, useTestApp } from './helpers.ts';

const t = useTestApp();
const getUser = (token: string | undefined, id: string) =>
  call(t.app, 'GET', `/api/users/${id}`, { token });

describe('GET /users/{id}', () => {
  it('owner and manager read any member', async () => {
    const member = await t.member({ firstName: 'Sam', lastName: 'Climber' });
    for (const role of ['owner', 'manager'] as const) {
      const staff = await t.member({ role });
      const res = await getUser(staff.accessToken, member.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({
        id: member.id,
        email: member.email,
        firstName: 'Sam',
        lastName: 'Climber',
        role: 'user',
      });
    }
  });

  it('403 with the spec message for a member reading someone else, even an unknown id', async () => {
    const member = await t.member();
    const other = await t.member();
    const staff = await t.member({ role: 'owner' });
    for (const id of [other.id, staff.id, UNKNOWN_ID]) {
      const res = await getUser(member.accessToken, id);
      expect(res.statusCode, id).toBe(403);
      expect(res.json()).toEqual({
        error: 'forbidden',
        message: PROFILE_MESSAGES.otherProfileForbidden,
      });
    }
  });

  it('a member may read themself (the same user as GET /users/profile)', async () => {
    const member = await t.member();
    const res = await getUser(member.accessToken, member.id);
    expect(res.statusCode).toBe(200);
    const own = await call(t.app, 'GET', '/api/users/profile', { token: member.accessToken });
    expect(res.json().user).toEqual(own.json().user);
  });

  it('404 "User not found" for staff asking for an unknown id; 400 for a malformed one', async () => {
    const staff = await t.member({ role: 'manager' });
    const res = await getUser(staff.accessToken, UNKNOWN_ID);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: PROFILE_MESSAGES.userNotFound });
    const bad = await getUser(staff.accessToken, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ path: 'id', msg: 'Id format is invalid' }]);
  });

  it('401 without a valid token', async () => {
    const member = await t.member();
    expect((await getUser(undefined, member.id)).statusCode).toBe(401);
    expect((await getUser('garbage', member.id)).statusCode).toBe(401);
  });
});
