// The startDate / endDate filters of the contract's lists (parameters.yaml StartDate, EndDate):
// a date means the whole day (UTC), a date-time is taken as given, both bounds inclusive.
import { validationFailed } from './errors.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A bound as a Date (the end one exclusive); null: unreadable. */
export function parseBound(value: string, end: boolean): Date | null {
  if (DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00.000Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return null;
    return end ? new Date(day.getTime() + DAY_MS) : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const t = new Date(value);
  if (Number.isNaN(t.getTime())) return null;
  // An inclusive date-time bound becomes exclusive one millisecond later.
  return end ? new Date(t.getTime() + 1) : t;
}

export interface DateRangeMessages {
  badStart: string;
  badEnd: string;
  /** When given, a start after the end is refused too. */
  startAfterEnd?: string;
}

/** Both bounds read, or a 400 naming each unreadable one. */
export function parseDateRange(
  query: { startDate?: string; endDate?: string },
  messages: DateRangeMessages,
): { from?: Date; before?: Date } {
  const from = query.startDate ? parseBound(query.startDate, false) : undefined;
  const before = query.endDate ? parseBound(query.endDate, true) : undefined;
  const issues = [];
  if (from === null) issues.push({ path: 'startDate', msg: messages.badStart });
  if (before === null) issues.push({ path: 'endDate', msg: messages.badEnd });
  if (!issues.length && from && before && messages.startAfterEnd && from >= before)
    issues.push({ path: 'startDate', msg: messages.startAfterEnd });
  if (issues.length) throw validationFailed(issues);
  return { ...(from ? { from } : {}), ...(before ? { before } : {}) };
}
