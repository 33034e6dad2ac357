import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE } from '../../stories/with-shell.tsx';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { PAGE, sectionFrame } from './story-frame.tsx';

const URL =
  'https://pedalswap.example/api/events/feed/Q2FsZW5kYXItZmVlZC10b2tlbi1zdG9yeS0wMDAwMDAw.ics';

const meta = {
  title: 'Screens/ProfilePage/CalendarFeedCard',
  component: CalendarFeedCard,
  parameters: PAGE,
  decorators: [sectionFrame],
  args: {
    status: 'ready',
    url: URL,
    onCreate: fn(),
    onCopy: fn(),
    onRotate: fn(),
    onRevoke: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CalendarFeedCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No feed yet: Get feed link. */
export const NoFeed: Story = {
  args: { url: null },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Calendar feed' })).toBeVisible();
    await expect(card.getByText('You have no calendar feed link yet.')).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Get feed link' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

/** The link, to copy into a calendar app, with New link and Revoke. */
export const WithLink: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('textbox', { name: 'Calendar feed link' })).toHaveValue(URL);
    await expect(card.getByText(/Keep it private/)).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalled();
    await userEvent.click(card.getByRole('button', { name: 'New link' }));
    await expect(args.onRotate).toHaveBeenCalled();
  },
};

/** After Copy link. */
export const Copied: Story = {
  args: { copied: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Feed link copied');
  },
};

/** Revoke asks first; confirming calls onRevoke. */
export const RevokeConfirmation: Story = {
  args: { defaultConfirmOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Revoke the calendar feed link?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalled();
  },
};

/** A call under way: the buttons wait. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Revoke' })).toBeDisabled();
  },
};

/** A create, rotate or revoke that failed: the message above the link. */
export const ActionFailed: Story = {
  args: { error: 'Could not change your calendar feed. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Could not change your calendar feed',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', url: null },
};

/** The feed could not be read: the message and Try again. */
export const LoadError: Story = {
  args: { status: 'error', url: null, error: 'Failed to load your calendar feed' },
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('alert')).toHaveTextContent('Failed to load your calendar feed');
    await userEvent.click(card.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const WithLinkPhone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};
