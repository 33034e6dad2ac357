// Display formats of the profile. Dates are shown in UTC unless the app passes the viewer's time
// zone (stories pin one), so screenshots read the same everywhere; an unreadable date reads
// "Invalid date" (spec 1 §8).
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/profile-messages';

const parse = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : new Date(Number.NaN);
  return Number.isNaN(date.getTime()) ? null : date;
};

export function formatDate(
  iso: string | null | undefined,
  locale = 'en-US',
  timeZone = 'UTC',
): string {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      }).format(date)
    : PROFILE_PAGE_MESSAGES.invalidDate;
}

export function formatDateTime(
  iso: string | null | undefined,
  locale = 'en-US',
  timeZone = 'UTC',
): string {
  const date = parse(iso);
  return date
    ? new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }).format(date)
    : PROFILE_PAGE_MESSAGES.invalidDate;
}

/** "Joined March 2026". */
export function joinedMonth(iso: string | null | undefined, locale = 'en-US'): string {
  const date = parse(iso);
  return date
    ? `Joined ${new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)}`
    : PROFILE_PAGE_MESSAGES.invalidDate;
}

export const formatNumber = (n: number, locale = 'en-US') =>
  new Intl.NumberFormat(locale).format(n);

export const formatTokens = (n: number, locale = 'en-US') =>
  `${formatNumber(n, locale)} ${Math.abs(n) === 1 ? 'token' : 'tokens'}`;

export const formatCash = (dollars: number, locale = 'en-US') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(dollars);

/** An offer's amount: tokens or US dollars as its type says. */
export const formatOfferAmount = (
  offer: { offerType: string; amount: number },
  locale = 'en-US',
) =>
  offer.offerType === 'cash'
    ? formatCash(offer.amount, locale)
    : formatTokens(offer.amount, locale);

/** road_ride → Road ride. */
export const humanize = (value: string) => {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** "Sat, Dec 6 · 9:00 AM" for event times. */
export function formatEventTime(
  iso: string | null | undefined,
  locale = 'en-US',
  timeZone = 'UTC',
): string {
  const date = parse(iso);
  if (!date) return PROFILE_PAGE_MESSAGES.invalidDate;
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(date);
  const time = new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(date);
  return `${day} · ${time}`;
}

/** The calendar tile of an event: "DEC" and "6"; null for an unreadable date. */
export function dateTile(
  iso: string | null | undefined,
  locale = 'en-US',
  timeZone = 'UTC',
): { month: string; day: string } | null {
  const date = parse(iso);
  if (!date) return null;
  return {
    month: new Intl.DateTimeFormat(locale, { month: 'short', timeZone }).format(date).toUpperCase(),
    day: new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone }).format(date),
  };
}

/** Signed tokens: "+3,200 tokens", "−850 tokens" (a true minus sign). */
export function formatSignedTokens(n: number, locale = 'en-US'): string {
  const sign = n > 0 ? '+' : n < 0 ? '\u2212' : '';
  return `${sign}${formatTokens(Math.abs(n), locale)}`;
}
