import {
  Button,
  Callout,
  Flex,
  Grid,
  Heading,
  Skeleton,
  Text,
  VisuallyHidden,
} from '@radix-ui/themes';
import { ExclamationTriangleIcon, MagnifyingGlassIcon, ReloadIcon } from '@radix-ui/react-icons';
import { startTransition, useEffect, useState } from 'react';
import {
  ItemCard,
  ItemCardSkeleton,
  type ItemCardItem,
} from '../../components/item-card/item-card.tsx';
import { skeleton } from '../../components/item-card/item-card.css.ts';
import { MountainScene } from '../../components/mountain-scene/mountain-scene.tsx';
import {
  CatalogFilterBar,
  CatalogSearch,
  CatalogSortSelect,
  DEFAULT_CATALOG_FILTER_OPTIONS,
  type CatalogFilterOptions,
} from './catalog-filter-bar.tsx';
import {
  CATALOG_NOUNS,
  activeFilterCount,
  catalogCountLine,
  clearedCatalogFilters,
  type CatalogFilters,
} from './catalog-filters.ts';
import { CatalogPagination } from './catalog-pagination.tsx';
import * as css from './catalog-page.css.ts';

export const CATALOG_STATUSES = ['loading', 'error', 'ready'] as const;
export type CatalogStatus = (typeof CATALOG_STATUSES)[number];

export interface CatalogPageProps {
  /** The app keeps these in the URL (see catalogFiltersFromSearchParams). */
  filters: CatalogFilters;
  /** Every change but paging comes with page 1. Typing is committed after `searchDebounceMs`. */
  onFiltersChange: (filters: CatalogFilters) => void;
  status: CatalogStatus;
  /** The current page of published items. */
  items?: readonly ItemCardItem[];
  /** Published items matching the filters, over all pages. */
  total?: number;
  totalPages?: number;
  /** A new page or filter is loading while the previous results stay on screen. */
  refreshing?: boolean;
  /** Spec 2 §8.4; the default is 'Failed to load bikes. Please try again.' (with the type browsed). */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Pause in typing before a search or price is applied. */
  searchDebounceMs?: number;
  /** Placeholder cards while loading. */
  skeletonCount?: number;
  filterOptions?: CatalogFilterOptions;
  locale?: string;
}

/** Cards rendered with the page's first render: the first rows on any screen. */
const FIRST_CARDS = 6;
/** Cards added per transition after the first render. */
const MORE_CARDS = 6;

/** Browse Available Bikes (/catalog, spec 2 §2.5): search, filters, count line, cards, pages. */
export function CatalogPage({
  filters,
  onFiltersChange,
  status,
  items = [],
  total = items.length,
  totalPages = 1,
  refreshing = false,
  errorMessage,
  onRetry,
  searchDebounceMs = 350,
  skeletonCount = 6,
  filterOptions = DEFAULT_CATALOG_FILTER_OPTIONS,
  locale,
}: CatalogPageProps) {
  // The first cards render with the page and the others right after, a few at a time, each few
  // in a transition of its own: React renders a transition in slices between frames, but commits
  // it (its DOM, then style and layout) in one task. 50 cards in one render were a long task of a
  // second and more on a phone, and 44 in one transition still one of 250 ms (issue 11, total
  // blocking time), for cards below the fold.
  const [shownCount, setShownCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (shownCount < items.length && status === 'ready')
      startTransition(() => setShownCount((count) => count + MORE_CARDS));
  }, [shownCount, items.length, status]);
  const shownItems = items.slice(0, shownCount);
  const noun = CATALOG_NOUNS[filters.itemType].many;
  const canClear = activeFilterCount(filters) > 0 || filters.search !== '';

  return (
    <div className={css.page}>
      <section className={css.hero} aria-labelledby="catalog-title">
        <div className={css.heroInner}>
          <Heading as="h1" id="catalog-title" size={{ initial: '7', sm: '8' }}>
            Browse Available Bikes
          </Heading>
          <Text as="p" size={{ initial: '2', sm: '3' }} color="gray" highContrast>
            Bikes, parts, accessories and gear from riders across the Pacific Northwest.
          </Text>
          <CatalogSearch
            filters={filters}
            onFiltersChange={onFiltersChange}
            debounceMs={searchDebounceMs}
          />
        </div>
        <div className={css.heroArt}>
          <MountainScene />
        </div>
      </section>

      <div className={css.content}>
        <CatalogFilterBar
          filters={filters}
          onFiltersChange={onFiltersChange}
          debounceMs={searchDebounceMs}
          options={filterOptions}
        />

        <div className={css.resultsBar}>
          {status === 'loading' ? (
            <Skeleton className={skeleton} width="200px" height="20px" />
          ) : status === 'ready' ? (
            <Text
              as="p"
              size={{ initial: '2', sm: '3' }}
              weight="medium"
              role="status"
              aria-live="polite"
            >
              {catalogCountLine(total, filters.itemType, locale)}
            </Text>
          ) : (
            <span />
          )}
          <CatalogSortSelect filters={filters} onFiltersChange={onFiltersChange} />
        </div>

        {status === 'loading' && (
          <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="5" aria-busy="true">
            <VisuallyHidden role="status">Loading {noun}...</VisuallyHidden>
            {Array.from({ length: skeletonCount }, (_, i) => (
              <ItemCardSkeleton key={i} />
            ))}
          </Grid>
        )}

        {status === 'error' && (
          <Callout.Root color="red" role="alert" size="2" className={css.error}>
            <Callout.Icon>
              <ExclamationTriangleIcon />
            </Callout.Icon>
            <Callout.Text>
              {errorMessage || `Failed to load ${noun}. Please try again.`}
            </Callout.Text>
            {onRetry && (
              <div>
                <Button color="red" variant="soft" highContrast onClick={onRetry}>
                  <ReloadIcon aria-hidden /> Try again
                </Button>
              </div>
            )}
          </Callout.Root>
        )}

        {status === 'ready' && items.length === 0 && (
          <div className={css.empty}>
            <span className={css.emptyIcon} aria-hidden>
              <MagnifyingGlassIcon width="28" height="28" />
            </span>
            <Heading as="h2" size="5">
              No {noun} found
            </Heading>
            <Text as="p" color="gray">
              Try adjusting your search or filter criteria
            </Text>
            {canClear && (
              <Button
                variant="soft"
                highContrast
                onClick={() => onFiltersChange(clearedCatalogFilters(filters))}
              >
                Clear all filters
              </Button>
            )}
          </div>
        )}

        {status === 'ready' && items.length > 0 && (
          <section aria-label="Results" aria-busy={refreshing} className={css.results}>
            <Grid
              columns={{ initial: '1', sm: '2', md: '3' }}
              gap="5"
              className={refreshing ? css.refreshing : undefined}
            >
              {shownItems.map((item, i) => (
                <ItemCard
                  key={item.id}
                  item={item}
                  headingLevel="2"
                  eager={i < 3}
                  priority={i === 0}
                  locale={locale}
                />
              ))}
            </Grid>
            <Flex justify="center" mt="6">
              <CatalogPagination
                page={filters.page}
                totalPages={totalPages}
                disabled={refreshing}
                onPageChange={(page) => onFiltersChange({ ...filters, page })}
              />
            </Flex>
          </section>
        )}
      </div>
    </div>
  );
}
CatalogPage.displayName = 'CatalogPage';
