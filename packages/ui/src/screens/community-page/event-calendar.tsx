import { Button, Flex, Heading, IconButton, Text, VisuallyHidden } from '@radix-ui/themes';
import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import {
  EVENT_LIMITS,
  EVENT_MESSAGES,
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  calendarRange,
} from '@pedalswap/domain/events';
import { useLinkComponent } from '../../components/link/link.tsx';
import {
  EVENT_TYPE_COLORS,
  dayKey,
  type DateOptions,
  type EventCardEvent,
} from './event-display.ts';
import * as css from './community-page.css.ts';

export type CalendarEvent = Pick<EventCardEvent, 'id' | 'name' | 'eventType' | 'startDatetime'>;

export interface EventCalendarProps extends DateOptions {
  year: number;
  /** 1-12. */
  month: number;
  events: readonly CalendarEvent[];
  /** Today is highlighted when it is in the grid. */
  now: Date;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
  /** '+N more' opens that day (the app lists the day's events). */
  onShowDay?: (day: string) => void;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/**
 * The month grid of spec 3 §2.12: weeks start on Sunday, today is highlighted, each day shows
 * two events and '+N more', with previous, next and Today and a colour legend.
 */
export function EventCalendar({
  year,
  month,
  events,
  now,
  onPrevious,
  onNext,
  onToday,
  onShowDay,
  locale = 'en-US',
  timeZone,
}: EventCalendarProps) {
  const Link = useLinkComponent();
  const { start, end } = calendarRange(year, month);
  const days: Date[] = [];
  for (
    let d = new Date(start);
    d < end;
    d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)
  )
    days.push(d);
  const byDay = new Map<string, CalendarEvent[]>();
  for (const event of [...events].sort((a, b) => a.startDatetime.localeCompare(b.startDatetime))) {
    const key = dayKey(event.startDatetime, { timeZone });
    byDay.set(key, [...(byDay.get(key) ?? []), event]);
  }
  const todayKey = dayKey(now, { timeZone });
  const localKey = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(year, month - 1, 1),
  );
  const dayLabel = (d: Date) =>
    new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(d);

  return (
    <Flex direction="column" gap="3">
      <Flex align="center" justify="between" gap="2" wrap="wrap">
        <Heading as="h2" size="5" aria-live="polite">
          {title}
        </Heading>
        <Flex gap="2" align="center">
          <IconButton
            variant="soft"
            color="gray"
            highContrast
            onClick={onPrevious}
            aria-label="Previous month"
          >
            <ChevronLeftIcon />
          </IconButton>
          <Button variant="soft" color="gray" highContrast onClick={onToday}>
            Today
          </Button>
          <IconButton
            variant="soft"
            color="gray"
            highContrast
            onClick={onNext}
            aria-label="Next month"
          >
            <ChevronRightIcon />
          </IconButton>
        </Flex>
      </Flex>
      <div className={css.calendar} role="grid" aria-label={`Events in ${title}`}>
        <div role="row" style={{ display: 'contents' }}>
          {WEEKDAYS.map((w) => (
            <div key={w} role="columnheader" className={css.weekday}>
              <Text size="1" weight="bold">
                {w}
              </Text>
            </div>
          ))}
        </div>
        {Array.from({ length: days.length / 7 }, (_, week) => (
          <div key={week} role="row" style={{ display: 'contents' }}>
            {days.slice(week * 7, week * 7 + 7).map((d) => {
              const key = localKey(d);
              const list = byDay.get(key) ?? [];
              const isToday = key === todayKey;
              const outside = d.getMonth() !== month - 1;
              const more = list.length - EVENT_LIMITS.calendarPerDay;
              return (
                <div
                  key={key}
                  role="gridcell"
                  aria-current={isToday ? 'date' : undefined}
                  className={[css.day, outside && css.outsideDay, isToday && css.today]
                    .filter(Boolean)
                    .join(' ')}
                >
                  <Text
                    size="1"
                    weight={isToday ? 'bold' : 'regular'}
                    color={outside ? 'gray' : undefined}
                    className={[css.dayNumber, isToday && css.todayNumber]
                      .filter(Boolean)
                      .join(' ')}
                    aria-hidden
                  >
                    {d.getDate()}
                  </Text>
                  <VisuallyHidden>{`${dayLabel(d)}${isToday ? ', today' : ''}`}</VisuallyHidden>
                  {list.slice(0, EVENT_LIMITS.calendarPerDay).map((event) => {
                    const color = EVENT_TYPE_COLORS[event.eventType];
                    return (
                      <Link
                        key={event.id}
                        href={`/events/${event.id}`}
                        className={css.chipLink}
                        aria-label={`${event.name}, ${EVENT_TYPE_LABELS[event.eventType]}`}
                      >
                        <span
                          style={{ background: `var(--${color}-a4)`, color: `var(--${color}-12)` }}
                          className={css.chip}
                        >
                          {event.name}
                        </span>
                      </Link>
                    );
                  })}
                  {more > 0 && (
                    <Button
                      size="1"
                      variant="ghost"
                      color="gray"
                      highContrast
                      onClick={() => onShowDay?.(key)}
                      aria-label={`+${more} more on ${dayLabel(d)}`}
                    >
                      {EVENT_MESSAGES.moreOnDay(more)}
                    </Button>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      <ul className={css.legend} aria-label="Event types">
        {EVENT_TYPES.map((type) => (
          <li key={type} style={{ listStyle: 'none' }}>
            <span
              className={css.swatch}
              style={{ background: `var(--${EVENT_TYPE_COLORS[type]}-9)` }}
              aria-hidden
            />
            <Text size="1">{EVENT_TYPE_LABELS[type]}</Text>
          </li>
        ))}
      </ul>
    </Flex>
  );
}
EventCalendar.displayName = 'EventCalendar';
