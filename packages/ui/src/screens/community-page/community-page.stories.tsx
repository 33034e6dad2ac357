import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DEFAULT_COMMUNITY_FILTERS, type CommunityFilters } from '@pedalswap/domain/events';
import { PHONE, withShell } from '../../stories/with-shell.tsx';
import { CommunityPage, type CommunityPageProps } from './community-page.tsx';
import { BUSY_MONTH, CANCELLED_MEETUP, PAST_MTB, STORY_NOW, UPCOMING } from './fixtures.ts';

const meta = {
  title: 'Screens/Community/CommunityPage',
  component: CommunityPage,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/community')],
  args: {
    filters: DEFAULT_COMMUNITY_FILTERS,
    onFiltersChange: fn(),
    onRetry: fn(),
    status: 'ready',
    events: UPCOMING,
    total: UPCOMING.length,
    totalPages: 1,
    years: [2027, 2026, 2025, 2024],
    now: STORY_NOW,
    timeZone: 'UTC',
    searchDebounceMs: 50,
  },
} satisfies Meta<typeof CommunityPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);

/** The app's URL state, kept in the story so the controls act. */
function Stateful(props: CommunityPageProps) {
  const [filters, setFilters] = useState<CommunityFilters>(props.filters);
  return (
    <CommunityPage
      {...props}
      filters={filters}
      onFiltersChange={(next) => {
        setFilters(next);
        props.onFiltersChange(next);
      }}
    />
  );
}

/** Upcoming events: badges, photos (a carousel for two), date, time, venue, sponsor. */
export const Results: Story = {
  args: { canCreate: true },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Community Events' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveTextContent('4 event(s) found');
    await expect(page.getAllByRole('article')).toHaveLength(4);
    await expect(page.getByRole('link', { name: 'Create Event' })).toHaveAttribute(
      'href',
      '/events/create',
    );
    await expect(page.getByRole('group', { name: 'Photos of Saturday Hills Ride' })).toBeVisible();
    await expect(page.getByText('Sponsored by Rose City Cycles')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'View Details: Saturday Hills Ride' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/events\//));
    // Year and Month are for All only.
    await expect(page.queryByLabelText('Year')).toBeNull();
  },
};

/** Signed out: no Create Event. Past events carry the Past Event badge, cancelled ones theirs. */
export const PastEvents: Story = {
  args: {
    filters: { ...DEFAULT_COMMUNITY_FILTERS, timePeriod: 'past' },
    events: [PAST_MTB, CANCELLED_MEETUP],
    total: 2,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.queryByRole('link', { name: 'Create Event' })).toBeNull();
    await expect(page.getByText('Past Event')).toBeVisible();
    await expect(page.getByText('Cancelled')).toBeVisible();
  },
};

/** Page 2 of 3. */
export const Paged: Story = {
  args: { filters: { ...DEFAULT_COMMUNITY_FILTERS, page: 2 }, total: 44, totalPages: 3 },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(expect.objectContaining({ page: 3 }));
  },
};

export const Loading: Story = {
  args: { status: 'loading', events: [] },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText('Loading events...')).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', events: [] },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Failed to load events. Please try again later.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** No upcoming events; the other periods and a filter say their own sentence. */
export const EmptyUpcoming: Story = {
  args: { events: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText('No upcoming events yet')).toBeVisible();
    await expect(main(canvasElement).getByRole('status')).toHaveTextContent('0 event(s) found');
  },
};

export const EmptyPast: Story = {
  args: { events: [], total: 0, filters: { ...DEFAULT_COMMUNITY_FILTERS, timePeriod: 'past' } },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText('No past events found')).toBeVisible();
  },
};

export const EmptyAll: Story = {
  args: { events: [], total: 0, filters: { ...DEFAULT_COMMUNITY_FILTERS, timePeriod: 'all' } },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText('No events yet')).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { events: [], total: 0, filters: { ...DEFAULT_COMMUNITY_FILTERS, search: 'unicycle' } },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByText('No events match your filters')).toBeVisible();
  },
};

/** All: the Year select appears, Month stays disabled until a year is chosen. */
export const YearAndMonth: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: 'All' }));
    await expect(page.getByLabelText('Month')).toBeDisabled();
    await userEvent.click(page.getByLabelText('Year'));
    const doc = within(canvasElement.ownerDocument.body);
    await userEvent.click(await doc.findByRole('option', { name: '2025' }));
    await expect(page.getByLabelText('Month')).toBeEnabled();
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ timePeriod: 'all', year: 2025, month: null, page: 1 }),
    );
  },
};

/** November 2026: today (the 25th) highlighted, Saturday the 28th busy with '+2 more'. */
export const Calendar: Story = {
  args: {
    filters: { ...DEFAULT_COMMUNITY_FILTERS, view: 'calendar' },
    events: BUSY_MONTH,
    total: BUSY_MONTH.length,
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { name: 'November 2026' })).toBeVisible();
    await expect(page.getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    const today = page.getByRole('gridcell', { name: /today/ });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(within(today).getByRole('link', { name: /Advocacy Night/ })).toBeVisible();
    const busy = page.getByRole('gridcell', { name: /November 28/ });
    await expect(within(busy).getAllByRole('link')).toHaveLength(2);
    await expect(within(busy).getByRole('button', { name: /\+2 more/ })).toHaveTextContent(
      '+2 more',
    );
    await expect(page.getByRole('list', { name: 'Event types' })).toBeVisible();
    // Time Period is for the list only.
    await expect(page.queryByRole('radio', { name: 'Upcoming' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Next month' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ calendarMonth: '2026-12' }),
    );
  },
};

export const CalendarPhone: Story = {
  ...Calendar,
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('heading', { name: 'November 2026' })).toBeVisible();
  },
};

export const ResultsPhone: Story = {
  ...Results,
  globals: PHONE,
};
