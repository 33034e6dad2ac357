import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  BIKES,
  CAAD13,
  MIXED_ITEMS,
  SURLY_STRAGGLER,
  TREK_FUEL,
  makeItem,
} from '../../components/item-card/fixtures.ts';
import type { ItemCardItem } from '../../components/item-card/item-card.tsx';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import {
  DEFAULT_CATALOG_FILTERS,
  catalogFiltersFromSearchParams,
  catalogFiltersToSearchParams,
  type CatalogFilters,
} from './catalog-filters.ts';
import {
  DEFAULT_CATALOG_FILTER_OPTIONS,
  type CatalogFilterOptions,
} from './catalog-filter-bar.tsx';
import { pageWindow } from './catalog-pagination.tsx';
import { CatalogPage, type CatalogPageProps } from './catalog-page.tsx';

const ALL: CatalogFilters = { ...DEFAULT_CATALOG_FILTERS, itemType: 'all' };
/** The contract lists one type at a time; an app that can list all of them offers 'All'. */
const WITH_ALL: CatalogFilterOptions = {
  ...DEFAULT_CATALOG_FILTER_OPTIONS,
  itemTypes: ['all', 'bike', 'part', 'accessory', 'gear'],
};

/** Twelve cards for a full page: the fixtures again under new ids. */
const PAGE_OF_TWELVE: readonly ItemCardItem[] = [...MIXED_ITEMS, TREK_FUEL].map((item, i) =>
  makeItem({ ...item, id: `5f0c9a7e-0000-4000-9000-${String(i).padStart(12, '0')}` }),
);

const meta = {
  title: 'Screens/Catalog/CatalogPage',
  component: CatalogPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/catalog')],
  args: {
    filters: ALL,
    filterOptions: WITH_ALL,
    onFiltersChange: fn(),
    onRetry: fn(),
    status: 'ready',
    items: MIXED_ITEMS,
    total: MIXED_ITEMS.length,
    totalPages: 1,
    searchDebounceMs: 50,
  },
} satisfies Meta<typeof CatalogPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);

/** All four item types, one page. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Browse Available Bikes' }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('Showing 11 published items');
    await expect(page.getAllByRole('article')).toHaveLength(11);
    for (const type of ['Bike', 'Part', 'Accessory', 'Gear']) {
      await expect(page.getAllByText(type, { exact: true }).length).toBeGreaterThan(0);
    }
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(page.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(page.getByText('Anonymous')).toBeVisible();
  },
};

/** /catalog as the spec words it: published bikes. */
export const Bikes: Story = {
  args: {
    filters: DEFAULT_CATALOG_FILTERS,
    filterOptions: DEFAULT_CATALOG_FILTER_OPTIONS,
    items: BIKES,
    total: BIKES.length,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Showing 5 published bikes');
    await expect(page.getByRole('radio', { name: 'Bikes' })).toBeChecked();
    await expect(page.queryByRole('radio', { name: 'All' })).toBeNull();
    await expect(page.getByRole('link', { name: 'View Details: Trek Fuel EX 8' })).toHaveAttribute(
      'href',
      `/items/bike/${TREK_FUEL.id}`,
    );
  },
};

/** Typing in the search box, the type switch, a filter menu and the sort menu all report. */
export const SearchAndFilter: Story = {
  args: { filters: DEFAULT_CATALOG_FILTERS, items: BIKES, total: BIKES.length },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    const spy = args.onFiltersChange as ReturnType<typeof fn>;
    await userEvent.type(page.getByRole('searchbox', { name: 'Search the catalog' }), 'surly');
    await waitFor(() =>
      expect(spy).toHaveBeenLastCalledWith({ ...DEFAULT_CATALOG_FILTERS, search: 'surly' }),
    );

    await userEvent.click(page.getByRole('radio', { name: 'Parts' }));
    await expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemType: 'part', bikeType: null, page: 1 }),
    );

    await userEvent.click(page.getByRole('combobox', { name: 'Condition' }));
    const doc = within(canvasElement.ownerDocument.body);
    await userEvent.click(await doc.findByRole('option', { name: 'Excellent' }));
    await expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ condition: 'Excellent', page: 1 }),
    );

    await userEvent.type(
      page.getByRole('textbox', { name: 'Maximum price in dollars' }),
      '1500{Enter}',
    );
    await expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ maxPrice: 1500 }));

    await userEvent.click(page.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await doc.findByRole('option', { name: 'Price: low to high' }));
    await expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'price_asc' }));
  },
};

const FILTERED: CatalogFilters = {
  ...DEFAULT_CATALOG_FILTERS,
  search: 'steel',
  bikeType: 'Gravel Bike',
  location: 'Seattle',
  maxPrice: 1500,
  sort: 'price_asc',
};

/** Filters set (from a shared URL): the controls show them and Clear filters counts them. */
export const Filtered: Story = {
  args: { filters: FILTERED, items: [SURLY_STRAGGLER], total: 1 },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Showing 1 published bike');
    await expect(page.getByRole('searchbox')).toHaveValue('steel');
    await expect(page.getByRole('combobox', { name: 'Bike Type' })).toHaveTextContent(
      'Gravel Bike',
    );
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Seattle WA');
    await expect(page.getByRole('textbox', { name: 'Maximum price in dollars' })).toHaveValue(
      '1500',
    );
    await userEvent.click(page.getByRole('button', { name: 'Clear filters (3)' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(DEFAULT_CATALOG_FILTERS);

    // The same filters survive a trip through the URL.
    const params = catalogFiltersToSearchParams(FILTERED);
    await expect(params.toString()).toBe(
      'q=steel&bikeType=Gravel+Bike&location=Seattle&maxPrice=1500&sort=price_asc',
    );
    await expect(catalogFiltersFromSearchParams(params)).toEqual(FILTERED);
    await expect(catalogFiltersToSearchParams(DEFAULT_CATALOG_FILTERS).toString()).toBe('');
    await expect(
      catalogFiltersFromSearchParams(new URLSearchParams('type=boat&page=-2&minPrice=x')),
    ).toEqual(DEFAULT_CATALOG_FILTERS);
  },
};

/** Spec 2 §2.5 empty state. */
export const NoResults: Story = {
  args: {
    filters: { ...DEFAULT_CATALOG_FILTERS, search: 'tandem', condition: 'Like New' },
    items: [],
    total: 0,
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { name: 'No bikes found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('Showing 0 published bikes');
    await userEvent.click(page.getByRole('button', { name: 'Clear all filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(DEFAULT_CATALOG_FILTERS);
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Loading items...')).toBeInTheDocument();
    await expect(page.queryByRole('article')).toBeNull();
  },
};

/** Spec 2 §8.4. */
export const LoadFailed: Story = {
  args: { status: 'error', items: [], filters: DEFAULT_CATALOG_FILTERS },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Failed to load bikes. Please try again.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ManyPages: Story = {
  args: {
    filters: { ...ALL, page: 5 },
    items: PAGE_OF_TWELVE.slice(0, 6),
    total: 70,
    totalPages: 12,
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status')).toHaveTextContent('Showing 70 published items');
    const nav = within(page.getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(nav.getByRole('button', { name: /Next/ }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...ALL, page: 6 });
    await userEvent.click(nav.getByRole('button', { name: 'Page 12' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...ALL, page: 12 });
    await expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
    await expect(pageWindow(12, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
    await expect(pageWindow(3, 4)).toEqual([1, 2, 3, 4]);
  },
};

/** A new page is on its way: the old cards stay, dimmed, and paging waits. */
export const Refreshing: Story = {
  args: { ...ManyPages.args, items: PAGE_OF_TWELVE.slice(6, 9), refreshing: true },
  play: async ({ canvasElement }) => {
    const nav = within(main(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByRole('button', { name: /Next/ })).toBeDisabled();
  },
};

/** The carousel of a card loops both ways. */
export const CardCarousel: Story = {
  args: { filters: DEFAULT_CATALOG_FILTERS, items: [SURLY_STRAGGLER, CAAD13], total: 2 },
  play: async ({ canvasElement }) => {
    const card = within(main(canvasElement).getAllByRole('article')[0]!);
    const slide = () =>
      card
        .getAllByRole('group', { hidden: true })
        .find((g) => g.getAttribute('aria-hidden') === 'false');
    await expect(slide()).toHaveAccessibleName('1 of 3');
    await userEvent.click(card.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(card.getByRole('button', { name: 'Next photo' }));
    await expect(slide()).toHaveAccessibleName('3 of 3');
    await userEvent.click(card.getByRole('button', { name: 'Next photo' }));
    await expect(slide()).toHaveAccessibleName('1 of 3');
    await userEvent.click(card.getByRole('button', { name: 'Previous photo' }));
    await expect(slide()).toHaveAccessibleName('3 of 3');
  },
};

/** Wired to its own state, as the app wires it to the URL: try it in Storybook. */
function InteractiveCatalog(props: CatalogPageProps) {
  const [filters, setFilters] = useState<CatalogFilters>(props.filters);
  const q = filters.search.toLowerCase();
  const items = MIXED_ITEMS.filter(
    (item) =>
      (filters.itemType === 'all' || item.itemType === filters.itemType) &&
      (!q || `${item.name} ${item.brand} ${item.description}`.toLowerCase().includes(q)) &&
      (!filters.condition || item.condition === filters.condition) &&
      (!filters.location || item.location.startsWith(filters.location)),
  );
  return (
    <CatalogPage
      {...props}
      filters={filters}
      items={items}
      total={items.length}
      onFiltersChange={(next) => {
        props.onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

export const Interactive: Story = {
  render: (args) => <InteractiveCatalog {...args} />,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.type(page.getByRole('searchbox'), 'cassette');
    await waitFor(() =>
      expect(page.getByRole('status')).toHaveTextContent('Showing 1 published item'),
    );
    await expect(page.getByRole('heading', { name: 'Shimano XT M8100 Cassette' })).toBeVisible();
  },
};

const SIX = MIXED_ITEMS.slice(0, 6);
export const Dark: Story = { globals: DARK, args: { items: SIX, total: SIX.length } };
export const DarkLoading: Story = { globals: DARK, args: Loading.args };
export const DarkNoResults: Story = { globals: DARK, args: NoResults.args };
export const DarkFiltered: Story = { globals: DARK, args: Filtered.args };

const THREE = MIXED_ITEMS.slice(0, 3);
/** Filters fold away on a phone; the item type stays at hand as a menu. */
export const Phone: Story = {
  globals: PHONE,
  args: { items: THREE, total: THREE.length },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.queryByRole('combobox', { name: 'Condition' })).toBeNull();
    await userEvent.click(page.getByRole('combobox', { name: 'Item type' }));
    const doc = within(canvasElement.ownerDocument.body);
    await userEvent.click(await doc.findByRole('option', { name: 'Gear' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...ALL, itemType: 'gear' });
  },
};
export const PhoneFiltersOpen: Story = {
  globals: PHONE,
  args: { items: THREE, total: THREE.length },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const toggle = page.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Condition' })).toBeVisible();
  },
};
/** Set filters keep the panel open and counted. */
export const PhoneFiltered: Story = {
  globals: PHONE,
  args: Filtered.args,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('button', { name: 'Filters (3)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
export const PhoneManyPages: Story = {
  globals: PHONE,
  args: { ...ManyPages.args, items: PAGE_OF_TWELVE.slice(0, 2), total: 24 },
  play: async ({ canvasElement }) => {
    const nav = within(main(canvasElement).getByRole('navigation', { name: 'Pagination' }));
    await expect(nav.getByText('Page 5 of 12')).toBeVisible();
    await expect(nav.queryByRole('button', { name: 'Page 5' })).toBeNull();
  },
};
export const PhoneLoading: Story = { globals: PHONE, args: Loading.args };
export const PhoneNoResults: Story = { globals: PHONE, args: NoResults.args };
