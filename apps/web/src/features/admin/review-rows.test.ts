import { describe, expect, it } from 'vitest';
import type { ReviewRow } from '@pedalswap/ui/screens/admin/review-submissions';
import { eventReviewRows, mergedPage } from './review-rows.ts';

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

describe('events waiting for review (issue 26 item 3)', () => {
  const event = (id: string, startDatetime: string, seriesId: string | null = null) =>
    ({
      id,
      name: seriesId ? 'Tuesday Night Ride' : id,
      startDatetime,
      seriesId,
      createdAt: '2026-11-26T18:00:00.000Z',
      owner: { firstName: 'Ana', lastName: 'Lima' },
    }) as unknown as Parameters<typeof eventReviewRows>[0][number];

  it('makes a weekly series one row with its dates soonest first, named by its first date', () => {
    const rows = eventReviewRows([
      event('s3', '2026-12-23T02:00:00.000Z', 'series'),
      event('one', '2026-12-05T17:00:00.000Z'),
      event('s1', '2026-12-09T02:00:00.000Z', 'series'),
      event('s4', '2026-12-30T02:00:00.000Z', 'series'),
      event('s2', '2026-12-16T02:00:00.000Z', 'series'),
    ]);
    expect(rows.map((r) => r.id)).toEqual(['s1', 'one']);
    expect(rows[0]).toMatchObject({ href: '/events/s1', seriesId: 'series', subject: 'event' });
    expect(rows[0]!.dates).toEqual([
      '2026-12-09T02:00:00.000Z',
      '2026-12-16T02:00:00.000Z',
      '2026-12-23T02:00:00.000Z',
      '2026-12-30T02:00:00.000Z',
    ]);
    expect(rows[1]!.dates).toEqual(['2026-12-05T17:00:00.000Z']);
  });
});
