import { describe, expect, it } from 'vitest';
import {
  badgeLabel,
  formatDateTime,
  notificationStyleOf,
  pageCount,
  relativeTime,
} from './notification-display.ts';

const NOW = Date.parse('2026-11-22T18:00:00Z');

describe('notification display', () => {
  it('shows an unknown type in the message_received style', () => {
    expect(notificationStyleOf('offer_accepted')).toBe('offer_accepted');
    expect(notificationStyleOf('event_reminder')).toBe('message_received');
  });

  it('caps the badge at 9+', () => {
    expect(badgeLabel(0)).toBe('0');
    expect(badgeLabel(9)).toBe('9');
    expect(badgeLabel(10)).toBe('9+');
  });

  it('counts pages of 20, at least one', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45)).toBe(3);
  });

  it.each([
    ['2026-11-22T17:59:30Z', 'just now'],
    ['2026-11-22T18:00:30Z', 'just now'],
    ['2026-11-22T17:55:00Z', '5 minutes ago'],
    ['2026-11-22T17:00:00Z', '1 hour ago'],
    ['2026-11-22T15:00:00Z', '3 hours ago'],
    ['2026-11-21T12:00:00Z', 'yesterday'],
    ['2026-11-18T12:00:00Z', '4 days ago'],
    ['2026-11-03T12:00:00Z', 'Nov 3, 2026'],
    ['not a date', 'Invalid date'],
    ['', 'Invalid date'],
  ])('%s reads %s', (value, expected) => {
    expect(relativeTime(value, NOW, 'UTC')).toBe(expected);
  });

  it('formats a date and time, or Invalid date', () => {
    expect(formatDateTime('2026-11-22T17:41:00Z', 'UTC')).toBe('Nov 22, 2026, 5:41 PM');
    expect(formatDateTime(null)).toBe('Invalid date');
  });
});
