import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import {
  CatalogFilterBar,
  DEFAULT_CATALOG_FILTER_OPTIONS,
  type CatalogFilterOptions,
} from './catalog-filter-bar.tsx';
import { DEFAULT_CATALOG_FILTERS, type CatalogFilters } from './catalog-filters.ts';

/** The contract lists one type at a time; an app that can list all of them offers 'All'. */
const WITH_ALL: CatalogFilterOptions = {
  ...DEFAULT_CATALOG_FILTER_OPTIONS,
  itemTypes: ['all', 'bike', 'part', 'accessory', 'gear'],
};

/** Four narrowing filters set (as from a shared URL), plus a search that Clear also clears. */
const FILTERED: CatalogFilters = {
  ...DEFAULT_CATALOG_FILTERS,
  search: 'steel',
  bikeType: 'Gravel Bike',
  condition: 'Excellent',
  location: 'Seattle',
  minPrice: 300,
  maxPrice: 1500,
};

type FilterBarProps = Parameters<typeof CatalogFilterBar>[0];

/** The bar with its filters kept in state, as the app keeps them in the URL. */
function StatefulFilterBar(args: FilterBarProps) {
  const [filters, setFilters] = useState(args.filters);
  return (
    <CatalogFilterBar
      {...args}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        args.onFiltersChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Catalog/CatalogFilterBar',
  component: CatalogFilterBar,
  // As wide as the catalog's content column.
  decorators: [
    (Story) => (
      <div style={{ width: 'min(1100px, 100%)' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <StatefulFilterBar {...args} />,
  args: {
    filters: DEFAULT_CATALOG_FILTERS,
    onFiltersChange: fn(),
    debounceMs: 50,
  },
} satisfies Meta<typeof CatalogFilterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const doc = (el: HTMLElement) => within(el.ownerDocument.body);

/** /catalog: bikes, nothing narrowed, nothing to clear. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('radio', { name: 'Bikes' })).toBeChecked();
    await expect(bar.queryByRole('radio', { name: 'All' })).toBeNull();
    await expect(bar.getByRole('combobox', { name: 'Bike Type' })).toHaveTextContent(
      'All bike types',
    );
    await expect(bar.getByRole('combobox', { name: 'Condition' })).toHaveTextContent(
      'Any condition',
    );
    await expect(bar.getByRole('combobox', { name: 'Location' })).toHaveTextContent(
      'All locations',
    );
    await expect(bar.getByRole('textbox', { name: 'Minimum price in dollars' })).toHaveValue('');
    await expect(bar.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

/** Each control reports the whole filter object, back on page 1. */
export const ChangingFilters: Story = {
  args: { filters: { ...DEFAULT_CATALOG_FILTERS, page: 4 } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await userEvent.click(bar.getByRole('combobox', { name: 'Bike Type' }));
    await userEvent.click(await doc(canvasElement).findByRole('option', { name: 'Gravel Bike' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...DEFAULT_CATALOG_FILTERS,
      bikeType: 'Gravel Bike',
      page: 1,
    });

    await userEvent.click(bar.getByRole('combobox', { name: 'Condition' }));
    await userEvent.click(await doc(canvasElement).findByRole('option', { name: 'Excellent' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ condition: 'Excellent', page: 1 }),
    );

    // Prices apply on Enter (or blur, or after the debounce); '$1,200' reads as 1200.
    await userEvent.type(
      bar.getByRole('textbox', { name: 'Minimum price in dollars' }),
      '$1,200{Enter}',
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ minPrice: 1200 }),
    );
    await waitFor(() =>
      expect(bar.getByRole('button', { name: 'Clear filters (3)' })).toBeEnabled(),
    );
  },
};

/** Parts: bike type does not apply, so it is off and the chosen bike type is dropped. */
export const SwitchingType: Story = {
  args: { filters: { ...DEFAULT_CATALOG_FILTERS, bikeType: 'Road Bike' } },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await userEvent.click(bar.getByRole('radio', { name: 'Parts' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...DEFAULT_CATALOG_FILTERS,
      itemType: 'part',
      bikeType: null,
    });
    await expect(bar.getByRole('radio', { name: 'Parts' })).toBeChecked();
    await expect(bar.getByRole('combobox', { name: 'Bike Type' })).toBeDisabled();
    await expect(bar.getByRole('combobox', { name: 'Bike Type' })).toHaveTextContent(
      'All bike types',
    );
  },
};

/** The controls show the filters they were given; Clear filters counts them. */
export const FiltersApplied: Story = {
  args: { filters: FILTERED },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('combobox', { name: 'Bike Type' })).toHaveTextContent('Gravel Bike');
    await expect(bar.getByRole('combobox', { name: 'Condition' })).toHaveTextContent('Excellent');
    await expect(bar.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Seattle WA');
    await expect(bar.getByRole('textbox', { name: 'Minimum price in dollars' })).toHaveValue('300');
    await expect(bar.getByRole('textbox', { name: 'Maximum price in dollars' })).toHaveValue(
      '1500',
    );
    await expect(bar.getByRole('button', { name: 'Clear filters (5)' })).toBeEnabled();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
  },
};

/** Clear filters resets everything, the search too, and the controls follow. */
export const ClearingFilters: Story = {
  args: { filters: FILTERED },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await userEvent.click(bar.getByRole('button', { name: 'Clear filters (5)' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(DEFAULT_CATALOG_FILTERS);
    await expect(bar.getByRole('combobox', { name: 'Location' })).toHaveTextContent(
      'All locations',
    );
    await expect(bar.getByRole('textbox', { name: 'Maximum price in dollars' })).toHaveValue('');
    await expect(bar.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** Clear keeps the item type being browsed. */
export const FiltersAppliedOnGear: Story = {
  args: {
    filters: { ...DEFAULT_CATALOG_FILTERS, itemType: 'gear', condition: 'Good' },
  },
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('radio', { name: 'Gear' })).toBeChecked();
    await userEvent.click(bar.getByRole('button', { name: 'Clear filters (1)' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...DEFAULT_CATALOG_FILTERS,
      itemType: 'gear',
    });
  },
};

/** An app that can list every type offers 'All' first. */
export const WithAllTypes: Story = {
  args: { filters: { ...DEFAULT_CATALOG_FILTERS, itemType: 'all' }, options: WITH_ALL },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(bar.getAllByRole('radio')).toHaveLength(5);
    await expect(bar.getByRole('combobox', { name: 'Bike Type' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: DARK,
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Clear filters' })).toBeDisabled(),
};
export const DarkFiltersApplied: Story = {
  globals: DARK,
  args: { filters: FILTERED },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('button', { name: 'Clear filters (5)' })).toBeEnabled(),
};

/** Phones: the type as a menu, the filters folded behind a Filters button. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement, args }) => {
    const bar = within(canvasElement);
    const toggle = bar.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.queryByRole('combobox', { name: 'Condition' })).toBeNull();
    await userEvent.click(bar.getByRole('combobox', { name: 'Item type' }));
    await userEvent.click(await doc(canvasElement).findByRole('option', { name: 'Accessories' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ itemType: 'accessory', bikeType: null }),
    );
  },
};

export const PhoneFiltersOpen: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    const toggle = bar.getByRole('button', { name: 'Filters' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(bar.getByRole('combobox', { name: 'Condition' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  },
};

/** Set filters keep the panel open and counted. */
export const PhoneFiltersApplied: Story = {
  globals: PHONE,
  args: { filters: FILTERED },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement);
    await expect(bar.getByRole('button', { name: 'Filters (5)' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(bar.getByRole('combobox', { name: 'Location' })).toHaveTextContent('Seattle WA');
  },
};

export const PhoneDark: Story = { globals: { ...PHONE, ...DARK }, args: { filters: FILTERED } };
