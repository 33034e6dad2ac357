import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '@pedalswap/ui/screens/admin/review-submissions';
import { mergedPage } from './review-rows.ts';

const row = (id: string, createdAt: string, subject: 'item' | 'event' = 'item'): ReviewRow => ({
  id,
  subject,
  kind: subject === 'event' ? 'Event' : 'Bike',
  name: id,
  ownerName: 'Ana Lima',
  createdAt,
  href: `/${id}`,
});

describe("Review Submissions' all tab", () => {
  const items = [row('i3', '2026-11-03T00:00:00.000Z'), row('i1', '2026-11-01T00:00:00.000Z')];
  const events = [
    row('e4', '2026-11-04T00:00:00.000Z', 'event'),
    row('e2', '2026-11-02T00:00:00.000Z', 'event'),
  ];

  it('merges items and events newest first and keeps the page asked for', () => {
    expect(mergedPage(items, events, 1).map((r) => r.id)).toEqual(['e4', 'i3', 'e2', 'i1']);
    expect(mergedPage(items, events, 1, 3).map((r) => r.id)).toEqual(['e4', 'i3', 'e2']);
    expect(mergedPage(items, events, 2, 3).map((r) => r.id)).toEqual(['i1']);
  });

  it('works with either list empty', () => {
    expect(mergedPage([], events, 1).map((r) => r.id)).toEqual(['e4', 'e2']);
    expect(mergedPage(items, [], 1).map((r) => r.id)).toEqual(['i3', 'i1']);
  });
});
