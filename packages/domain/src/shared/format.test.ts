import { describe, expect, it } from 'vitest';
import {
  dateTile,
  formatCash,
  formatDate,
  formatDollars,
  formatDateTime,
  formatEventTime,
  formatMonthYear,
  formatNumber,
  formatOfferAmount,
  formatSalePrice,
  formatSignedTokens,
  formatTokens,
  relativeTime,
  toCents,
} from './format.ts';

const NOW = Date.parse('2026-11-22T18:00:00Z');
const UTC = { timeZone: 'UTC' };

describe('dates', () => {
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
    expect(relativeTime(value, NOW, { timeZone: 'UTC' })).toBe(expected);
  });

  it('formats a date and time, or Invalid date', () => {
    expect(formatDateTime('2026-11-22T17:41:00Z', { timeZone: 'UTC' })).toBe(
      'Nov 22, 2026, 5:41 PM',
    );
    expect(formatDateTime(null)).toBe('Invalid date');
  });

  it('formats days, months and event times in the zone given', () => {
    expect(formatDate('2026-11-04T23:30:00Z', UTC)).toBe('Nov 4, 2026');
    expect(formatDate('2026-11-04T23:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('Nov 5, 2026');
    expect(formatMonthYear('2026-03-09T12:00:00Z', UTC)).toBe('March 2026');
    expect(formatEventTime('2026-12-06T09:00:00Z', UTC)).toBe('Sun, Dec 6 · 9:00 AM');
    expect(dateTile('2026-12-06T09:00:00Z', UTC)).toEqual({ month: 'DEC', day: '6' });
    expect(dateTile('soon', UTC)).toBeNull();
    expect(formatEventTime(undefined, UTC)).toBe('Invalid date');
  });
});

describe('money (dollars on the wire, whole cents underneath)', () => {
  it('rounds to whole cents before showing', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(formatCash(0.1 + 0.2)).toBe('$0.30');
    expect(formatCash(1234.5)).toBe('$1,234.50');
  });
  it('shows a sale price with two decimals only above 0, estimates in whole dollars', () => {
    expect(formatSalePrice(1850)).toBe('$1,850.00');
    expect(formatSalePrice(0)).toBeNull();
    expect(formatSalePrice(null)).toBeNull();
    expect(formatDollars(1200)).toBe('$1,200');
    expect(formatDollars(-5)).toBeNull();
  });
});

describe('en-US written without Intl (the page start skips ICU) reads as Intl writes it', () => {
  const samples = [
    0,
    1,
    -1,
    5,
    12,
    99,
    100,
    999,
    1000,
    1001,
    12_345,
    99_999,
    100_000,
    999_999,
    1_000_000,
    -1234,
    123_456_789,
    2 ** 40,
    -(2 ** 45) + 7,
  ];
  it("days, in UTC and in the runtime's zone", () => {
    const intl = (iso: string, timeZone?: string) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      }).format(new Date(iso));
    const instants = [
      '2026-01-01T00:00:00Z',
      '2026-02-28T23:59:59Z',
      '2024-02-29T12:00:00Z',
      '2026-11-04T07:30:00Z',
      '2026-12-31T23:30:00-08:00',
      '1999-07-15T03:00:00Z',
      '2026-03-08T10:00:00Z',
    ];
    for (const iso of instants) {
      expect(formatDate(iso, { timeZone: 'UTC' })).toBe(intl(iso, 'UTC'));
      expect(formatDate(iso)).toBe(intl(iso));
    }
    expect(formatDate('2026-11-04T07:30:00Z', { timeZone: 'America/Los_Angeles' })).toBe(
      intl('2026-11-04T07:30:00Z', 'America/Los_Angeles'),
    );
    expect(formatDate('0999-01-01T12:00:00Z', { timeZone: 'UTC' })).toBe(
      intl('0999-01-01T12:00:00Z', 'UTC'),
    );
  });
  it('counts', () => {
    for (const n of samples) expect(formatNumber(n)).toBe(new Intl.NumberFormat('en-US').format(n));
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(1234, 'de-DE')).toBe('1.234');
  });
  it('dollars and cents, and whole dollars rounded half away from zero', () => {
    const cash = (d: number, whole: boolean) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }).format(d);
    const dollars = [
      0.01, 0.5, 0.99, 1, 9.05, 10.1, 99.5, 100.49, 1234.5, 1850, 99_999.99, 1_000_000.01,
    ];
    for (const d of [...dollars, ...dollars.map((x) => -x)]) {
      expect(formatCash(d)).toBe(cash(toCents(d) / 100, false));
      if (d > 0) expect(formatDollars(d)).toBe(cash(toCents(d) / 100, true));
    }
    expect(formatCash(-5)).toBe('-$5.00');
    expect(formatCash(1234.5, 'de-DE')).toMatch(/^1\.234,50\s\$$/);
  });
});

describe('tokens', () => {
  it('counts one token and many tokens, signed with a true minus', () => {
    expect(formatTokens(1)).toBe('1 token');
    expect(formatTokens(3200)).toBe('3,200 tokens');
    expect(formatSignedTokens(3200)).toBe('+3,200 tokens');
    expect(formatSignedTokens(-850)).toBe('\u2212850 tokens');
    expect(formatOfferAmount({ offerType: 'token', amount: 40 })).toBe('40 tokens');
    expect(formatOfferAmount({ offerType: 'cash', amount: 40 })).toBe('$40.00');
  });
});
