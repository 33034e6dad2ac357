// How the analytics page writes periods, money, times and shares. Periods are UTC hours, days
// and weeks (openapi.yaml), so they are labelled in UTC whatever the viewer's zone.
import type { AiAnalyticsGranularity } from '@pedalswap/domain/ai';

export function periodLabel(iso: string, granularity: AiAnalyticsGranularity, locale: string) {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  if (granularity === 'weekly') return `Week of ${day.format(date)}`;
  if (granularity === 'daily') return day.format(date);
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(date);
}

/** "$12.34" from cents (fractions of a cent, as averages have, rounded). */
export const usdFromCents = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(
    Math.round(cents) / 100,
  );

export const percent = (value: number, digits = 1) => `${value.toFixed(digits)}%`;
export const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
export const seconds = (valueMs: number) => `${(valueMs / 1000).toFixed(2)}s`;
