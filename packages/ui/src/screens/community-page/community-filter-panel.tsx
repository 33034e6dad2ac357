import { SegmentedControl, Select, Text, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import {
  EVENT_TYPES,
  EVENT_TYPE_LABELS,
  type CommunityFilters,
  type TimePeriod,
} from '@pedalswap/domain/events';
import { useDraftValue } from '../catalog-page/use-draft-value.ts';
import * as css from './community-page.css.ts';

/** Radix Select items cannot have an empty value: "any" stands for no filter. */
const ANY = 'any';

const PERIOD_LABELS: Record<TimePeriod, string> = {
  upcoming: 'Upcoming',
  past: 'Past',
  all: 'All',
};

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Intl.DateTimeFormat('en-US', { month: 'long' }).format(new Date(2026, i, 1)),
);

export interface CommunityFilterPanelProps {
  filters: CommunityFilters;
  /** Every change starts again at page 1. */
  onFiltersChange: (filters: CommunityFilters) => void;
  /** Year options, newest first (derived from the events by the app). */
  years: readonly number[];
  debounceMs: number;
}

/**
 * The filters panel of spec 3 §2.12: Time Period (list view only), Event Type, Location, and
 * for All a Year and a Month that stays disabled until a year is chosen.
 */
export function CommunityFilterPanel({
  filters,
  onFiltersChange,
  years,
  debounceMs,
}: CommunityFilterPanelProps) {
  const id = useId();
  const change = (patch: Partial<CommunityFilters>) =>
    onFiltersChange({ ...filters, ...patch, page: 1 });
  const [location, setLocation, flushLocation] = useDraftValue(
    filters.location ?? '',
    (text) => change({ location: text.trim() || null }),
    debounceMs,
  );
  const list = filters.view === 'list';
  const all = list && filters.timePeriod === 'all';

  return (
    <section className={css.panel} aria-label="Filters">
      {list && (
        <div className={`${css.field} ${css.periodField}`}>
          <Text as="span" id={`${id}-period`} size="2" weight="medium">
            Time Period
          </Text>
          <SegmentedControl.Root
            value={filters.timePeriod}
            onValueChange={(value) =>
              change({ timePeriod: value as TimePeriod, year: null, month: null })
            }
            aria-labelledby={`${id}-period`}
          >
            {(['upcoming', 'past', 'all'] as const).map((p) => (
              <SegmentedControl.Item key={p} value={p}>
                {PERIOD_LABELS[p]}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        </div>
      )}
      <div className={css.field}>
        <Text as="label" htmlFor={`${id}-type`} size="2" weight="medium">
          Event Type
        </Text>
        <Select.Root
          value={filters.eventType ?? ANY}
          onValueChange={(value) =>
            change({ eventType: value === ANY ? null : (value as CommunityFilters['eventType']) })
          }
        >
          <Select.Trigger id={`${id}-type`} className={css.selectTrigger} />
          <Select.Content position="popper">
            <Select.Item value={ANY}>All Types</Select.Item>
            <Select.Separator />
            {EVENT_TYPES.map((type) => (
              <Select.Item key={type} value={type}>
                {EVENT_TYPE_LABELS[type]}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
      <div className={css.field}>
        <Text as="label" htmlFor={`${id}-location`} size="2" weight="medium">
          Location
        </Text>
        <TextField.Root
          id={`${id}-location`}
          value={location}
          placeholder="Any location"
          maxLength={255}
          onChange={(event) => setLocation(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && flushLocation()}
        />
      </div>
      {all && (
        <>
          <div className={css.field}>
            <Text as="label" htmlFor={`${id}-year`} size="2" weight="medium">
              Year
            </Text>
            <Select.Root
              value={filters.year === null ? ANY : String(filters.year)}
              onValueChange={(value) =>
                change({ year: value === ANY ? null : Number(value), month: null })
              }
            >
              <Select.Trigger id={`${id}-year`} className={css.selectTrigger} />
              <Select.Content position="popper">
                <Select.Item value={ANY}>All</Select.Item>
                <Select.Separator />
                {years.map((year) => (
                  <Select.Item key={year} value={String(year)}>
                    {year}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </div>
          <div className={css.field}>
            <Text as="label" htmlFor={`${id}-month`} size="2" weight="medium">
              Month
            </Text>
            <Select.Root
              value={filters.month === null ? ANY : String(filters.month)}
              onValueChange={(value) => change({ month: value === ANY ? null : Number(value) })}
              disabled={filters.year === null}
            >
              <Select.Trigger id={`${id}-month`} className={css.selectTrigger} />
              <Select.Content position="popper">
                <Select.Item value={ANY}>All</Select.Item>
                <Select.Separator />
                {MONTHS.map((name, i) => (
                  <Select.Item key={name} value={String(i + 1)}>
                    {name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </div>
        </>
      )}
    </section>
  );
}
CommunityFilterPanel.displayName = 'CommunityFilterPanel';
