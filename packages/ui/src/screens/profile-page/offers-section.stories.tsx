import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { MY_OFFERS, NOW, TIME_ZONE } from './fixtures.ts';
import { YourOffersSection } from './offers-section.tsx';
import { PAGE, sectionFrame } from './story-frame.tsx';

const meta = {
  title: 'Screens/ProfilePage/YourOffersSection',
  component: YourOffersSection,
  // Taken as pages, so tall sections and their dialogs (portals) are captured whole.
  parameters: PAGE,
  decorators: [sectionFrame],
  args: {
    status: 'ready',
    items: MY_OFFERS,
    now: NOW,
    timeZone: TIME_ZONE,
    onCancelOffer: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof YourOffersSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Offers' })).toBeVisible();
    await expect(canvasElement.querySelector('#your-offers')).not.toBeNull();
    const list = within(canvas.getByRole('list', { name: 'Your offers' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(MY_OFFERS.length);
    await expect(list.getByRole('link', { name: 'Salsa Cutthroat' })).toHaveAttribute(
      'href',
      '/items/bike/d0000000-0000-4000-8000-000000000001',
    );
    await expect(list.getByText('New messages')).toBeVisible();
    await expect(list.getByText('$900.00')).toBeVisible();
    await expect(list.getByText('Accepted')).toBeVisible();
    // A pending offer past its expiresAt reads Expired and cannot be cancelled.
    await expect(list.getByText('Expired')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Cancel offer on Ritchey Outback' }),
    ).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Cancel offer on/ })).toHaveLength(1);
  },
};

export const CancelConfirmed: Story = {
  parameters: PAGE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Cancel offer on Salsa Cutthroat' }),
    );
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByText(/Are you sure you want to cancel this offer\?/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel offer' }));
    await expect(args.onCancelOffer).toHaveBeenCalledWith(MY_OFFERS[0]);
  },
};

export const CancelConfirmation: Story = {
  parameters: PAGE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Cancel offer on Salsa Cutthroat' }),
    );
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Cancel offer?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep offer' })).toBeVisible();
    await expect(args.onCancelOffer).not.toHaveBeenCalled();
  },
};

export const KeepOffer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Cancel offer on Salsa Cutthroat' }),
    );
    const dialog = within(await body().findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Keep offer' }));
    await expect(args.onCancelOffer).not.toHaveBeenCalled();
  },
};

export const Cancelling: Story = {
  args: { cancellingId: MY_OFFERS[0]!.id },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Cancel offer on Salsa Cutthroat' }),
    ).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You haven't made any offers yet.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse Bikes' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading your offers' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PROFILE_PAGE_MESSAGES.offersFailed);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load offers. Please try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
