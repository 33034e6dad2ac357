import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  accountKeys,
  changePasswordMutationOptions,
  deleteAccountMutationOptions,
  markAllNotificationsReadMutationOptions,
  notificationKeys,
  requestEmailChangeMutationOptions,
  revokeAllDevicesMutationOptions,
  revokeDeviceMutationOptions,
  savePreferencesMutationOptions,
  userBikesQueryOptions,
  verifyEmailChangeMutationOptions,
} from './account-queries.ts';
import { createApiClient } from './client.ts';
import { deleteItemMutationOptions } from './item-queries.ts';
import { ApiRequestError } from './errors.ts';
import { authKeys, queryClientDefaults } from './queries.ts';
import { isInvalidated, json, runMutation } from './test-support/mutation-harness.ts';

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.co',
  role: 'user',
  emailVerified: true,
  firstName: 'Ada',
  lastName: 'Lee',
  accountStatus: 'active',
  createdAt: '2026-01-01T00:00:00Z',
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** A client whose every call is recorded and answered with `answer`. */
function setup(answer: () => Response) {
  const sent: Sent[] = [];
  const client = createApiClient({
    baseUrl: 'http://localhost/api',
    fetch: async (request) => {
      const text = await request.text();
      sent.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : undefined,
      });
      return answer();
    },
  });
  const queryClient = new QueryClient({ defaultOptions: queryClientDefaults });
  // Cached data the mutations may invalidate.
  queryClient.setQueryData(authKeys.profile(), user);
  queryClient.setQueryData(accountKeys.devices(), []);
  queryClient.setQueryData(notificationKeys.unreadCount(), 3);
  queryClient.setQueryData(notificationKeys.list({ page: 1 }), { notifications: [] });
  const invalidated = (key: readonly unknown[]) => isInvalidated(queryClient, key);
  return { client, queryClient, sent, invalidated };
}

describe('account mutations', () => {
  it('change password posts the three fields and refreshes the device list', async () => {
    const { client, queryClient, sent, invalidated } = setup(() => json(200, { message: 'ok' }));
    const body = {
      currentPassword: 'Old12345',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    };
    await runMutation(queryClient, changePasswordMutationOptions(client), body);
    expect(sent).toEqual([{ method: 'POST', path: '/api/auth/change-password', body }]);
    expect(invalidated(accountKeys.devices())).toBe(true);
    expect(invalidated(authKeys.profile())).toBe(false);
  });

  it('an e-mail change request refreshes the profile (its pendingEmail)', async () => {
    const { client, queryClient, sent, invalidated } = setup(() => json(200, { message: 'ok' }));
    await runMutation(queryClient, requestEmailChangeMutationOptions(client), {
      newEmail: 'new@b.co',
      currentPassword: 'Secret123',
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/users/email/change' });
    expect(invalidated(authKeys.profile())).toBe(true);
  });

  it('verifying an e-mail change returns the new address and only marks the profile stale', async () => {
    const { client, queryClient, invalidated } = setup(() =>
      json(200, { email: 'new@b.co', message: 'Email changed' }),
    );
    await expect(
      runMutation(queryClient, verifyEmailChangeMutationOptions(client), { token: 't' }),
    ).resolves.toEqual({ email: 'new@b.co', message: 'Email changed' });
    expect(invalidated(authKeys.profile())).toBe(true);
  });

  it('saving preferences sends only the changes and caches the member it gets back', async () => {
    const saved = { ...user, notificationPreferences: { quietHoursEnabled: true } };
    const { client, queryClient, sent } = setup(() =>
      json(200, { message: 'Profile updated successfully!', user: saved }),
    );
    await runMutation(queryClient, savePreferencesMutationOptions(client), {
      quietHoursEnabled: true,
    });
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/users/profile',
        body: { notificationPreferences: { quietHoursEnabled: true } },
      },
    ]);
    expect(queryClient.getQueryData(authKeys.profile())).toEqual(saved);
  });

  it('revoking one device deletes it by id and refreshes the list', async () => {
    const { client, queryClient, sent, invalidated } = setup(() => json(200, { message: 'ok' }));
    await runMutation(queryClient, revokeDeviceMutationOptions(client), 'abc');
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: '/api/devices/abc' });
    expect(invalidated(accountKeys.devices())).toBe(true);
  });

  it('revoke all and account deletion refetch nothing: the session is over', async () => {
    const { client, queryClient, sent, invalidated } = setup(() =>
      json(200, { message: 'ok', revokedCount: 2 }),
    );
    await runMutation(queryClient, revokeAllDevicesMutationOptions(client), undefined);
    await runMutation(queryClient, deleteAccountMutationOptions(client), undefined);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /api/devices/revoke-all',
      'DELETE /api/users/profile',
    ]);
    expect(invalidated(accountKeys.devices())).toBe(false);
    expect(invalidated(authKeys.profile())).toBe(false);
  });

  it('a failed call throws the catalogue error and invalidates nothing', async () => {
    const { client, queryClient, invalidated } = setup(() =>
      json(400, { error: 'invalid_password', message: 'Current password is incorrect' }),
    );
    const failure = runMutation(queryClient, changePasswordMutationOptions(client), {
      currentPassword: 'x',
      newPassword: 'New12345',
      confirmPassword: 'New12345',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ message: 'Current password is incorrect' });
    expect(invalidated(accountKeys.devices())).toBe(false);
  });
});

describe('notification mutations', () => {
  it('mark all read refreshes the lists and the unread count', async () => {
    const { client, queryClient, sent, invalidated } = setup(() =>
      json(200, { message: 'ok', count: 3 }),
    );
    await runMutation(queryClient, markAllNotificationsReadMutationOptions(client), undefined);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/notifications/mark-all-read' });
    expect(invalidated(notificationKeys.unreadCount())).toBe(true);
    expect(invalidated(notificationKeys.list({ page: 1 }))).toBe(true);
    expect(invalidated(accountKeys.devices())).toBe(false);
  });
});

describe('profile bikes', () => {
  it("lists a member's bikes from GET /users/{id}/bikes", async () => {
    const { client, queryClient, sent } = setup(() => json(200, { bikes: [] }));
    const bikes = await queryClient.fetchQuery(userBikesQueryOptions(client, user.id));
    expect(bikes).toEqual([]);
    expect(sent).toEqual([{ method: 'GET', path: `/api/users/${user.id}/bikes`, body: undefined }]);
  });

  it('deleting an item calls DELETE /items/{type}/{id} and refreshes the bike lists', async () => {
    const { client, queryClient, sent, invalidated } = setup(() => json(200, { message: 'ok' }));
    queryClient.setQueryData(accountKeys.bikes(user.id), []);
    const id = '00000000-0000-4000-8000-000000000009';
    await runMutation(queryClient, deleteItemMutationOptions(client), {
      type: 'bike' as const,
      id,
    });
    expect(sent).toEqual([{ method: 'DELETE', path: `/api/items/bike/${id}`, body: undefined }]);
    expect(invalidated(accountKeys.bikes(user.id))).toBe(true);
    expect(invalidated(authKeys.profile())).toBe(false);
  });
});
