// Short cuts for the offer and trade specs: an API sign-in for request contexts, and a bike
// published through the API (a member's goes through staff review, staff publish directly).
import { expect, type APIRequestContext } from '@playwright/test';

export type AuthHeaders = Record<string, string>;

/** POST /api/auth/login: the bearer header for `request` calls, and the account's id. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
  const { accessToken, user } = (await response.json()) as {
    accessToken: string;
    user: { id: string };
  };
  return { headers: { authorization: `Bearer ${accessToken}` } as AuthHeaders, userId: user.id };
}

/** A bike made and published by `headers`' account; a member's is approved by `approver`. */
export async function publishedBike(
  request: APIRequestContext,
  headers: AuthHeaders,
  name: string,
  approver?: AuthHeaders,
): Promise<string> {
  const created = await request.post('/api/items/bike', {
    headers,
    data: {
      name,
      brand: 'Kona',
      condition: 'Good',
      location: 'Portland, OR',
      description: 'Steel trail bike, well looked after, new tyres this spring.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = ((await created.json()) as { item: { id: string } }).item;
  const published = await request.post(`/api/items/bike/${id}/publish`, { headers });
  expect(published.status(), await published.text()).toBe(200);
  if (approver) {
    const approved = await request.post(`/api/items/bike/${id}/approve`, { headers: approver });
    expect(approved.status(), await approved.text()).toBe(200);
  }
  return id;
}
