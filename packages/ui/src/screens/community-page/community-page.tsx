import {
  Button,
  Callout,
  Flex,
  Grid,
  Heading,
  SegmentedControl,
  Skeleton,
  Text,
  TextField,
  VisuallyHidden,
} from '@radix-ui/themes';
import {
  CalendarIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ExclamationTriangleIcon,
  ListBulletIcon,
  MagnifyingGlassIcon,
  PlusIcon,
  ReloadIcon,
} from '@radix-ui/react-icons';
import {
  EVENT_MESSAGES,
  calendarMonthOf,
  emptyEventsMessage,
  shiftCalendarMonth,
  type CommunityFilters,
  type CommunityView,
} from '@pedalswap/domain/events';
import { useLinkComponent } from '../../components/link/link.tsx';
import { useDraftValue } from '../catalog-page/use-draft-value.ts';
import { CommunityFilterPanel } from './community-filter-panel.tsx';
import { EventCalendar } from './event-calendar.tsx';
import { EventCard } from './event-card.tsx';
import type { DateOptions, EventCardEvent } from './event-display.ts';
import * as css from './community-page.css.ts';

export const COMMUNITY_STATUSES = ['loading', 'error', 'ready'] as const;
export type CommunityStatus = (typeof COMMUNITY_STATUSES)[number];

export interface CommunityPageProps extends DateOptions {
  /** The app keeps these in the URL (communityFiltersFromSearchParams). */
  filters: CommunityFilters;
  onFiltersChange: (filters: CommunityFilters) => void;
  status: CommunityStatus;
  /** The list view's page of events, or every event of the calendar's grid. */
  events?: readonly EventCardEvent[];
  /** Events matching the filters over all pages. */
  total?: number;
  totalPages?: number;
  /** Year options of the filters panel (from the data), newest first. */
  years: readonly number[];
  /** Signed-in members see Create Event. */
  canCreate?: boolean;
  onRetry?: () => void;
  /** The moment for Past Event badges, today in the calendar and the calendar's month. */
  now: Date;
  searchDebounceMs?: number;
}

/** Community Events (/community, spec 3 §2.12): search, filters, a list or a month calendar. */
export function CommunityPage({
  filters,
  onFiltersChange,
  status,
  events = [],
  total = events.length,
  totalPages = 1,
  years,
  canCreate = false,
  onRetry,
  now,
  searchDebounceMs = 350,
  locale,
  timeZone,
}: CommunityPageProps) {
  const Link = useLinkComponent();
  const [search, setSearch, flushSearch] = useDraftValue(
    filters.search,
    (text) => onFiltersChange({ ...filters, search: text.trim(), page: 1 }),
    searchDebounceMs,
  );
  const dates = { locale, timeZone };
  const calendar = calendarMonthOf(filters, now);
  const goMonth = (calendarMonth: string | null) => onFiltersChange({ ...filters, calendarMonth });

  return (
    <div className={css.page}>
      <div className={css.header}>
        <Flex direction="column" gap="1">
          <Heading as="h1" size={{ initial: '7', sm: '8' }}>
            Community Events
          </Heading>
          <Text as="p" color="gray" highContrast>
            Rides, workshops and socials around the Pacific Northwest.
          </Text>
        </Flex>
        {canCreate && (
          <Button asChild size="3" highContrast>
            <Link href="/events/create">
              <PlusIcon aria-hidden /> Create Event
            </Link>
          </Button>
        )}
      </div>

      <div className={css.toolbar}>
        <form
          role="search"
          className={css.searchForm}
          onSubmit={(event) => {
            event.preventDefault();
            flushSearch();
          }}
        >
          <TextField.Root
            size="3"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search events"
            aria-label="Search events"
            maxLength={100}
            className={css.searchField}
          >
            <TextField.Slot>
              <MagnifyingGlassIcon height="18" width="18" aria-hidden />
            </TextField.Slot>
          </TextField.Root>
        </form>
        <SegmentedControl.Root
          size="3"
          value={filters.view}
          onValueChange={(view) =>
            onFiltersChange({ ...filters, view: view as CommunityView, page: 1 })
          }
          aria-label="View"
        >
          <SegmentedControl.Item value="list" aria-label="List view">
            <Flex align="center" gap="1">
              <ListBulletIcon aria-hidden /> List
            </Flex>
          </SegmentedControl.Item>
          <SegmentedControl.Item value="calendar" aria-label="Calendar view">
            <Flex align="center" gap="1">
              <CalendarIcon aria-hidden /> Calendar
            </Flex>
          </SegmentedControl.Item>
        </SegmentedControl.Root>
      </div>

      <CommunityFilterPanel
        filters={filters}
        onFiltersChange={onFiltersChange}
        years={years}
        debounceMs={searchDebounceMs}
      />

      {status === 'loading' && (
        <div aria-busy="true">
          <VisuallyHidden role="status">Loading events...</VisuallyHidden>
          <Skeleton width="160px" height="20px" mb="4" />
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="5">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height="22rem" />
            ))}
          </Grid>
        </div>
      )}

      {status === 'error' && (
        <Callout.Root color="red" role="alert">
          <Callout.Icon>
            <ExclamationTriangleIcon />
          </Callout.Icon>
          <Callout.Text>{EVENT_MESSAGES.listLoadFailed}</Callout.Text>
          {onRetry && (
            <Button variant="soft" color="red" highContrast onClick={onRetry}>
              <ReloadIcon aria-hidden /> Try again
            </Button>
          )}
        </Callout.Root>
      )}

      {status === 'ready' && (
        <>
          <Text as="p" weight="medium" role="status" aria-live="polite">
            {EVENT_MESSAGES.eventsFound(total)}
          </Text>
          {filters.view === 'calendar' ? (
            <EventCalendar
              year={calendar.year}
              month={calendar.month}
              events={events}
              now={now}
              onPrevious={() => goMonth(shiftCalendarMonth(calendar.year, calendar.month, -1))}
              onNext={() => goMonth(shiftCalendarMonth(calendar.year, calendar.month, 1))}
              onToday={() => goMonth(null)}
              onShowDay={(day) =>
                onFiltersChange({
                  ...filters,
                  view: 'list',
                  timePeriod: 'all',
                  year: Number(day.slice(0, 4)),
                  month: Number(day.slice(5, 7)),
                  page: 1,
                })
              }
              {...dates}
            />
          ) : events.length === 0 ? (
            <div className={css.empty}>
              <CalendarIcon width="28" height="28" aria-hidden />
              <Heading as="h2" size="4">
                {emptyEventsMessage(filters)}
              </Heading>
            </div>
          ) : (
            <>
              <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="5">
                {events.map((event) => (
                  <EventCard key={event.id} event={event} now={now} {...dates} />
                ))}
              </Grid>
              <EventsPagination
                page={filters.page}
                totalPages={totalPages}
                onPageChange={(page) => onFiltersChange({ ...filters, page })}
              />
            </>
          )}
        </>
      )}
    </div>
  );
}
CommunityPage.displayName = 'CommunityPage';

/** Previous, 'Page X of Y', Next (spec 3 §2.12); nothing for a single page. */
function EventsPagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(page, 1), totalPages);
  return (
    <Flex asChild align="center" justify="center" gap="4">
      <nav aria-label="Pagination">
        <Button
          variant="soft"
          color="gray"
          highContrast
          disabled={current <= 1}
          onClick={() => onPageChange(current - 1)}
        >
          <ChevronLeftIcon aria-hidden /> Previous
        </Button>
        <Text size="2" aria-current="page">
          {EVENT_MESSAGES.pageOf(current, totalPages)}
        </Text>
        <Button
          variant="soft"
          color="gray"
          highContrast
          disabled={current >= totalPages}
          onClick={() => onPageChange(current + 1)}
        >
          Next <ChevronRightIcon aria-hidden />
        </Button>
      </nav>
    </Flex>
  );
}
