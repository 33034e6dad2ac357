import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { EventsSection } from './events-section.tsx';
import { FOLLOWING_EVENTS, MY_EVENTS, TIME_ZONE } from './fixtures.ts';
import { PAGE, sectionFrame } from './story-frame.tsx';

const meta = {
  title: 'Screens/ProfilePage/EventsSection',
  component: EventsSection,
  // Taken as pages, so tall sections and their dialogs (portals) are captured whole.
  parameters: PAGE,
  decorators: [sectionFrame],
  args: { kind: 'own', status: 'ready', items: MY_EVENTS, timeZone: TIME_ZONE, onRetry: fn() },
} satisfies Meta<typeof EventsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const YourEvents: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Events' })).toBeVisible();
    await expect(canvasElement.querySelector('#your-events')).not.toBeNull();
    const list = within(canvas.getByRole('list', { name: 'Your Events' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('link', { name: 'Forest Park Dirt Loop' })).toHaveAttribute(
      'href',
      `/events/${MY_EVENTS[0]!.id}`,
    );
    // Times in the viewer's zone: 17:00 UTC is 9:00 in Portland.
    await expect(list.getByText('Sun, Dec 6 · 9:00 AM')).toBeVisible();
    await expect(list.getByText('Pending review')).toBeVisible();
    await expect(list.getByText('14 following')).toBeVisible();
  },
};

export const FollowingEvents: Story = {
  args: { kind: 'following', items: FOLLOWING_EVENTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Following Events' })).toBeVisible();
    await expect(canvasElement.querySelector('#following-events')).not.toBeNull();
    await expect(canvas.getByText('Chuckanut Drive Century')).toBeVisible();
  },
};

/** Following Events with the Calendar feed card below the list (as the profile shows it). */
export const FollowingWithCalendarFeed: Story = {
  args: {
    kind: 'following',
    items: FOLLOWING_EVENTS,
    footer: (
      <CalendarFeedCard
        status="ready"
        url="https://pedalswap.example/api/events/feed/Q2FsZW5kYXItZmVlZC10b2tlbi1zdG9yeS0wMDAwMDAw.ics"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement.querySelector<HTMLElement>('#following-events')!);
    await expect(section.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const YourEventsEmpty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You haven't created any events yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create an Event' })).toHaveAttribute(
      'href',
      '/events/create',
    );
  },
};

export const FollowingEmpty: Story = {
  args: { kind: 'following', items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You aren't following any events yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore Community' })).toHaveAttribute(
      'href',
      '/community',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your events' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { kind: 'following', status: 'error', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load events. Please try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const UnreadableDate: Story = {
  args: { items: [{ ...MY_EVENTS[0]!, startDatetime: 'someday' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Invalid date')).toBeVisible();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
