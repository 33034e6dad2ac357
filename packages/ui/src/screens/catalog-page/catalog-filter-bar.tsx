import { Button, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, MagnifyingGlassIcon, MixerHorizontalIcon } from '@radix-ui/react-icons';
import { useId, useState, type KeyboardEvent } from 'react';
import {
  CATALOG_BIKE_TYPES,
  CATALOG_CONDITIONS,
  CATALOG_ITEM_TYPE_LABELS,
  CATALOG_LOCATIONS,
  CATALOG_SORTS,
  CATALOG_SORT_LABELS,
  activeFilterCount,
  bikeTypeApplies,
  clearedCatalogFilters,
  type CatalogFilters,
  type CatalogItemType,
  type CatalogSort,
} from './catalog-filters.ts';
import { ITEM_TYPES } from '@pedalswap/domain/items';
import { SelectMenu } from '../../components/select-menu/select-menu.tsx';
import { useDraftValue } from './use-draft-value.ts';
import * as css from './catalog-page.css.ts';

/** Radix Select items cannot have an empty value: "any" stands for no filter. */
const ANY = 'any';

export interface CatalogFilterOption {
  value: string;
  label: string;
}

export interface CatalogFilterOptions {
  /** The type switch. 'all' only where the app can list every type at once. */
  itemTypes: readonly CatalogItemType[];
  bikeTypes: readonly CatalogFilterOption[];
  conditions: readonly CatalogFilterOption[];
  locations: readonly CatalogFilterOption[];
}

const same = (value: string): CatalogFilterOption => ({ value, label: value });

/** Spec 2 §2.5 lists, one item type at a time as the contract serves them. */
export const DEFAULT_CATALOG_FILTER_OPTIONS: CatalogFilterOptions = {
  itemTypes: ITEM_TYPES,
  bikeTypes: CATALOG_BIKE_TYPES.map(same),
  conditions: CATALOG_CONDITIONS.map(same),
  locations: CATALOG_LOCATIONS,
};

interface FilterProps {
  filters: CatalogFilters;
  /** Every change but paging starts again at page 1. */
  onFiltersChange: (filters: CatalogFilters) => void;
  debounceMs: number;
}

const parsePrice = (text: string): number | null => {
  const n = Number(text.replace(/[$,\s]/g, ''));
  return text.trim() === '' || !Number.isFinite(n) || n < 0 ? null : Math.floor(n);
};
const priceText = (n: number | null) => (n === null ? '' : String(n));

/** The search box of the catalog header (spec 2 §2.5). */
export function CatalogSearch({ filters, onFiltersChange, debounceMs }: FilterProps) {
  const [draft, setDraft, flush] = useDraftValue(
    filters.search,
    (search) => onFiltersChange({ ...filters, search: search.trim(), page: 1 }),
    debounceMs,
  );
  return (
    <form
      role="search"
      className={css.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        flush();
      }}
    >
      <TextField.Root
        size="3"
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder="Search bikes and gear"
        aria-label="Search the catalog"
        maxLength={100}
        className={css.searchField}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon height="18" width="18" aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Button type="submit" size="3" highContrast>
        Search
      </Button>
    </form>
  );
}
CatalogSearch.displayName = 'CatalogSearch';

/** Item type, the spec's three filters, price range and Clear filters. */
export function CatalogFilterBar({
  filters,
  onFiltersChange,
  debounceMs,
  options = DEFAULT_CATALOG_FILTER_OPTIONS,
}: FilterProps & { options?: CatalogFilterOptions }) {
  const id = useId();
  /** Phones only: the filters fold away behind a Filters button (open when any is set). */
  const [open, setOpen] = useState(() => activeFilterCount(filters) > 0);
  const change = (patch: Partial<CatalogFilters>) =>
    onFiltersChange({ ...filters, ...patch, page: 1 });
  const [minDraft, setMinDraft, flushMin] = useDraftValue(
    priceText(filters.minPrice),
    (text) => change({ minPrice: parsePrice(text) }),
    debounceMs,
  );
  const [maxDraft, setMaxDraft, flushMax] = useDraftValue(
    priceText(filters.maxPrice),
    (text) => change({ maxPrice: parsePrice(text) }),
    debounceMs,
  );
  const onPriceKey = (flush: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') flush();
  };
  const bikeTypeOn = bikeTypeApplies(filters.itemType);
  const active = activeFilterCount(filters);

  const select = (
    key: 'bikeType' | 'condition' | 'location',
    label: string,
    anyLabel: string,
    values: readonly CatalogFilterOption[],
    disabled = false,
  ) => (
    <div className={css.field}>
      <Text as="label" htmlFor={`${id}-${key}`} size="2" weight="medium">
        {label}
      </Text>
      <SelectMenu
        value={(key === 'bikeType' && !bikeTypeOn ? null : filters[key]) ?? ANY}
        onValueChange={(value) => change({ [key]: value === ANY ? null : value })}
        disabled={disabled}
        id={`${id}-${key}`}
        className={css.selectTrigger}
        options={[{ value: ANY, label: anyLabel, separatorAfter: true }, ...values]}
      />
    </div>
  );

  const changeType = (value: string) => {
    const itemType = value as CatalogItemType;
    change({ itemType, bikeType: bikeTypeApplies(itemType) ? filters.bikeType : null });
  };

  return (
    <div className={css.filterBar}>
      <div className={css.filterTop}>
        <SegmentedControl.Root
          value={filters.itemType}
          onValueChange={changeType}
          aria-label="Item type"
          className={css.typeControl}
        >
          {options.itemTypes.map((type) => (
            <SegmentedControl.Item key={type} value={type}>
              {CATALOG_ITEM_TYPE_LABELS[type]}
            </SegmentedControl.Item>
          ))}
        </SegmentedControl.Root>
        {/* A phone has no room for five segments: the same choice as a menu. */}
        <div className={css.typeSelect}>
          <SelectMenu
            value={filters.itemType}
            onValueChange={changeType}
            aria-label="Item type"
            className={css.selectTrigger}
            options={options.itemTypes.map((type) => ({
              value: type,
              label: type === 'all' ? 'All items' : CATALOG_ITEM_TYPE_LABELS[type],
            }))}
          />
        </div>
        <Button
          type="button"
          variant="soft"
          color="gray"
          highContrast
          className={css.filtersToggle}
          aria-expanded={open}
          aria-controls={`${id}-filters`}
          onClick={() => setOpen((o) => !o)}
        >
          <MixerHorizontalIcon aria-hidden /> Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </div>
      <div id={`${id}-filters`} className={css.filterGrid} data-open={open}>
        {select('bikeType', 'Bike Type', 'All bike types', options.bikeTypes, !bikeTypeOn)}
        {select('condition', 'Condition', 'Any condition', options.conditions)}
        {select('location', 'Location', 'All locations', options.locations)}
        <div role="group" aria-labelledby={`${id}-price`} className={css.priceGroup}>
          <Text id={`${id}-price`} size="2" weight="medium">
            Price range
          </Text>
          <div className={css.priceInputs}>
            <TextField.Root
              inputMode="numeric"
              value={minDraft}
              onChange={(event) => setMinDraft(event.target.value)}
              onBlur={flushMin}
              onKeyDown={onPriceKey(flushMin)}
              placeholder="Min"
              aria-label="Minimum price in dollars"
            >
              <TextField.Slot>$</TextField.Slot>
            </TextField.Root>
            <Text color="gray" aria-hidden>
              –
            </Text>
            <TextField.Root
              inputMode="numeric"
              value={maxDraft}
              onChange={(event) => setMaxDraft(event.target.value)}
              onBlur={flushMax}
              onKeyDown={onPriceKey(flushMax)}
              placeholder="Max"
              aria-label="Maximum price in dollars"
            >
              <TextField.Slot>$</TextField.Slot>
            </TextField.Root>
          </div>
        </div>
        <div className={css.clearCell}>
          <Button
            type="button"
            variant="ghost"
            color="gray"
            highContrast
            disabled={active === 0 && filters.search === ''}
            onClick={() => onFiltersChange(clearedCatalogFilters(filters))}
          >
            <Cross2Icon aria-hidden /> Clear filters{active > 0 ? ` (${active})` : ''}
          </Button>
        </div>
      </div>
    </div>
  );
}
CatalogFilterBar.displayName = 'CatalogFilterBar';

/** The sort menu beside the count line. */
export function CatalogSortSelect({ filters, onFiltersChange }: Omit<FilterProps, 'debounceMs'>) {
  const id = useId();
  return (
    <div className={css.sortField}>
      <Text as="label" htmlFor={id} size="2" color="gray" className={css.sortLabel}>
        Sort by
      </Text>
      <SelectMenu
        value={filters.sort}
        onValueChange={(value) =>
          onFiltersChange({ ...filters, sort: value as CatalogSort, page: 1 })
        }
        id={id}
        variant="soft"
        color="gray"
        align="end"
        options={CATALOG_SORTS.map((sort) => ({ value: sort, label: CATALOG_SORT_LABELS[sort] }))}
      />
    </div>
  );
}
CatalogSortSelect.displayName = 'CatalogSortSelect';
