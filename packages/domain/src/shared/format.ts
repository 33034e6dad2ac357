// How money, tokens and dates read, in one place for the screens, the routes and the server's
// mails. The contract carries cash as US dollars with at most two decimals (the server stores
// integer cents): amounts are rounded to whole cents before they are shown, so a float such as
// 0.1 + 0.2 never reads "$0.30000000000000004". Dates take the viewer's locale and time zone
// when the app passes them (stories pin one so screenshots read the same everywhere); an
// unreadable date reads "Invalid date" (spec 1 §8).

import { grouped } from './digit-groups.ts';

export interface FormatOptions {
  locale?: string;
  /** An IANA zone; without one, the runtime's own zone. */
  timeZone?: string;
}

const DEFAULT_LOCALE = 'en-US';

// ── money ───────────────────────────────────────────────────────────────────────────────────

/** Dollars as the contract sends them, in whole cents. */
export const toCents = (dollars: number): number => Math.round(dollars * 100);

/** en-US's "$1,234.50" / "-$5", written without Intl (see digit-groups.ts). */
function usdEnUs(cents: number, wholeDollars: boolean): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  if (wholeDollars) return `${sign}$${grouped(String(Math.round(abs / 100)))}`;
  const dollars = Math.floor(abs / 100);
  return `${sign}$${grouped(String(dollars))}.${String(abs % 100).padStart(2, '0')}`;
}

function usd(cents: number, locale: string, wholeDollars: boolean): string {
  if (locale === DEFAULT_LOCALE && Number.isSafeInteger(cents)) return usdEnUs(cents, wholeDollars);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: wholeDollars ? 0 : 2,
    maximumFractionDigits: wholeDollars ? 0 : 2,
  }).format(cents / 100);
}

/** "$1,234.50": cash amounts (offers, transactions). */
export const formatCash = (dollars: number, locale = DEFAULT_LOCALE): string =>
  usd(toCents(dollars), locale, false);

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/** Spec 2 §2.5 and §9: a sale price is shown with two decimals, and only when above 0. */
export function formatSalePrice(
  dollars: number | null | undefined,
  locale = DEFAULT_LOCALE,
): string | null {
  return positive(dollars) ? formatCash(dollars, locale) : null;
}

/** Whole dollars for estimates and filters ("$1,200"); nothing for 0 or no value. */
export function formatDollars(
  dollars: number | null | undefined,
  locale = DEFAULT_LOCALE,
): string | null {
  return positive(dollars) ? usd(toCents(dollars), locale, true) : null;
}

// ── tokens and counts ───────────────────────────────────────────────────────────────────────

export const formatNumber = (n: number, locale = DEFAULT_LOCALE): string =>
  locale === DEFAULT_LOCALE && Number.isSafeInteger(n)
    ? (n < 0 ? '-' : '') + grouped(String(Math.abs(n)))
    : new Intl.NumberFormat(locale).format(n);

/** "1 token", "3,200 tokens" (tokens are whole numbers). */
export const formatTokens = (n: number, locale = DEFAULT_LOCALE): string =>
  `${formatNumber(n, locale)} ${Math.abs(n) === 1 ? 'token' : 'tokens'}`;

/** Signed tokens: "+3,200 tokens", "−850 tokens" (a true minus sign). */
export function formatSignedTokens(n: number, locale = DEFAULT_LOCALE): string {
  const sign = n > 0 ? '+' : n < 0 ? '\u2212' : '';
  return `${sign}${formatTokens(Math.abs(n), locale)}`;
}

/** An offer's amount: tokens or US dollars as its type says. */
export const formatOfferAmount = (
  offer: { offerType: string; amount: number },
  locale = DEFAULT_LOCALE,
): string =>
  offer.offerType === 'cash'
    ? formatCash(offer.amount, locale)
    : formatTokens(offer.amount, locale);

/** road_ride → Road ride: a contract value read as words. */
export const humanize = (value: string): string => {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

// ── dates ───────────────────────────────────────────────────────────────────────────────────

export const INVALID_DATE = 'Invalid date';

const parse = (value: string | null | undefined): Date | null => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

const DAY_FIELDS = { month: 'short', day: 'numeric', year: 'numeric' } as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * en-US's "Nov 4, 2026" in UTC or the runtime's own zone, written without Intl: the page's first
 * DateTimeFormat loads ICU's calendar data, about 25 ms of main thread on a desktop and four
 * times that on a phone, which was the item page's longest task as it started (its "Listed"
 * date; issue 11). Other zones and locales keep Intl; format.test.ts checks both write the same.
 */
function dayEnUs(date: Date, timeZone: string | undefined): string | null {
  const utc = timeZone === 'UTC';
  if (!utc && timeZone !== undefined) return null;
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  if (year < 1000 || year > 9999) return null;
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const day = utc ? date.getUTCDate() : date.getDate();
  return `${MONTHS[month]} ${day}, ${year}`;
}

function dateText(
  value: string | null | undefined,
  fields: Intl.DateTimeFormatOptions,
  { locale = DEFAULT_LOCALE, timeZone }: FormatOptions,
): string {
  const date = parse(value);
  if (!date) return INVALID_DATE;
  const fast = locale === DEFAULT_LOCALE && fields === DAY_FIELDS ? dayEnUs(date, timeZone) : null;
  return fast ?? new Intl.DateTimeFormat(locale, { ...fields, timeZone }).format(date);
}

/** "Nov 4, 2026". */
export const formatDate = (value: string | null | undefined, options: FormatOptions = {}) =>
  dateText(value, DAY_FIELDS, options);

/** "Nov 22, 2026, 9:41 AM". */
export const formatDateTime = (value: string | null | undefined, options: FormatOptions = {}) =>
  dateText(value, { ...DAY_FIELDS, hour: 'numeric', minute: '2-digit' }, options);

/** "March 2026". */
export const formatMonthYear = (value: string | null | undefined, options: FormatOptions = {}) =>
  dateText(value, { month: 'long', year: 'numeric' }, options);

/** "Sat, Dec 6 · 9:00 AM" for event times. */
export function formatEventTime(
  value: string | null | undefined,
  options: FormatOptions = {},
): string {
  if (!parse(value)) return INVALID_DATE;
  const day = dateText(value, { weekday: 'short', month: 'short', day: 'numeric' }, options);
  const time = dateText(value, { hour: 'numeric', minute: '2-digit' }, options);
  return `${day} · ${time}`;
}

/** An event's day: "Sat, Dec 6, 2026" (the community list, cards and the event page). */
export const formatEventDate = (value: string, options: FormatOptions = {}) =>
  dateText(value, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' }, options);

/** "9:00 AM"; "9:00 AM – 1:00 PM" with an end the same day; the end's day too otherwise. */
export function formatEventTimeRange(
  start: string,
  end: string | null | undefined,
  options: FormatOptions = {},
): string {
  const time = (v: string) => dateText(v, { hour: 'numeric', minute: '2-digit' }, options);
  if (!end) return time(start);
  return formatEventDate(start, options) === formatEventDate(end, options)
    ? `${time(start)} – ${time(end)}`
    : `${time(start)} – ${formatEventDate(end, options)}, ${time(end)}`;
}

/** The local day of an instant as 'YYYY-MM-DD' in the given zone (the month grid's cells). */
export const localDayKey = (value: string | Date, options: FormatOptions = {}): string =>
  new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: options.timeZone,
  }).format(typeof value === 'string' ? new Date(value) : value);

/** The calendar tile of an event: "DEC" and "6"; null for an unreadable date. */
export function dateTile(
  value: string | null | undefined,
  options: FormatOptions = {},
): { month: string; day: string } | null {
  if (!parse(value)) return null;
  return {
    month: dateText(value, { month: 'short' }, options).toUpperCase(),
    day: dateText(value, { day: 'numeric' }, options),
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago"; a week or more back
 * the date ("Nov 3, 2026"); "Invalid date" for an unreadable value.
 */
export function relativeTime(
  value: string | null | undefined,
  now: number | Date = Date.now(),
  options: FormatOptions = {},
): string {
  const date = parse(value);
  if (!date) return INVALID_DATE;
  const diff = (typeof now === 'number' ? now : now.getTime()) - date.getTime();
  const relative = new Intl.RelativeTimeFormat(options.locale ?? DEFAULT_LOCALE, {
    numeric: 'auto',
  });
  // A clock a little ahead of ours still reads as now.
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return relative.format(-Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return relative.format(-Math.floor(diff / HOUR), 'hour');
  if (diff < 7 * DAY) return relative.format(-Math.floor(diff / DAY), 'day');
  return formatDate(value, options);
}
