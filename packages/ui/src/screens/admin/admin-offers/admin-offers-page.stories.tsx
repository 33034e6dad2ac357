import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PHONE } from '../../../stories/with-shell.tsx';
import { AdminOffersPage, type AdminOfferCard } from './admin-offers-page.tsx';

const OFFERS: readonly AdminOfferCard[] = [
  {
    id: '7c2f0c5e-1a1a-4c1a-9a1a-000000000001',
    itemId: '5b1f0c5e-1a1a-4c1a-9a1a-000000000005',
    itemType: 'gear',
    itemName: 'Rapha Pro Team jacket',
    itemBrand: 'Rapha',
    senderName: 'Maya Okafor',
    senderEmail: 'maya@example.com',
    status: 'pending',
    offerType: 'tokens',
    amount: 180,
    createdAt: '2026-11-20T17:30:00Z',
    message: 'Is the medium still available? I can pick it up in Portland.',
    actions: ['accept', 'reject'],
  },
  {
    id: '7c2f0c5e-1a1a-4c1a-9a1a-000000000002',
    itemId: '5b1f0c5e-1a1a-4c1a-9a1a-000000000002',
    itemType: 'part',
    itemName: 'Shimano Ultegra R8100 groupset',
    itemBrand: 'Shimano',
    senderName: 'Rosa Delgado',
    senderEmail: 'rosa@pedalswap.example',
    status: 'sent',
    offerType: 'tokens',
    amount: 900,
    createdAt: '2026-11-19T09:05:00Z',
    message: 'PedalSwap would like to buy this groupset for the shop.',
    actions: [],
  },
  {
    id: '7c2f0c5e-1a1a-4c1a-9a1a-000000000003',
    itemId: '5b1f0c5e-1a1a-4c1a-9a1a-000000000004',
    itemType: 'bike',
    itemName: 'Santa Cruz Hightower',
    itemBrand: 'Santa Cruz',
    senderName: 'Lena Park',
    senderEmail: 'lena@example.com',
    status: 'accepted',
    offerType: 'cash',
    amount: 2450,
    createdAt: '2026-11-12T12:00:00Z',
    adminResponse: 'Accepted: bring it to the Saturday swap.',
    actions: ['complete'],
  },
  {
    id: '7c2f0c5e-1a1a-4c1a-9a1a-000000000004',
    itemId: '5b1f0c5e-1a1a-4c1a-9a1a-000000000003',
    itemType: 'accessory',
    itemName: 'Wahoo ELEMNT Bolt',
    itemBrand: 'Wahoo',
    senderName: 'Jonah Weiss',
    senderEmail: 'jonah@example.com',
    status: 'rejected',
    offerType: 'tokens',
    amount: 40,
    createdAt: '2026-11-02T08:45:00Z',
    userResponse: 'Too low for a nearly new unit, sorry.',
    actions: [],
  },
];

const FILTERS = {
  search: '',
  status: 'all',
  itemType: 'all',
  offerType: 'all',
  sort: 'newest',
  page: 1,
} as const;

const meta = {
  title: 'Screens/Admin/ManageOffers',
  component: AdminOffersPage,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    offers: OFFERS,
    total: 4,
    pendingCount: 1,
    filters: FILTERS,
    totalPages: 1,
    timeZone: 'America/Los_Angeles',
    locale: 'en-US',
    onRetry: fn(),
    onFiltersChange: fn(),
    onAccept: fn(),
    onReject: fn(),
    onComplete: fn(),
    onOpenChat: fn(),
  },
} satisfies Meta<typeof AdminOffersPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardOf = (el: HTMLElement, name: string) =>
  within(within(el).getByRole('heading', { name }).closest('li') as HTMLElement);

/** An owner sees every field, the tabs with the pending count, and answers a pending offer. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('4 offers')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Pending/ })).toHaveTextContent('1');
    await expect(page.getByRole('tab', { name: 'All Offers' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const jacket = cardOf(canvasElement, 'Rapha Pro Team jacket');
    await expect(jacket.getByText('180 tokens')).toBeVisible();
    await expect(jacket.getByText(/maya@example.com/)).toBeVisible();
    await expect(jacket.getByRole('link', { name: /View/ })).toHaveAttribute(
      'href',
      '/items/gear/5b1f0c5e-1a1a-4c1a-9a1a-000000000005',
    );
    await userEvent.click(jacket.getByRole('button', { name: /Open Chat/ }));
    await expect(args.onOpenChat).toHaveBeenCalledWith(OFFERS[0]);
    // Accept asks first, naming the bidder and the amount (issue 30 item 1).
    await userEvent.click(jacket.getByRole('button', { name: 'Accept' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Accept Offer?' });
    await expect(confirm).toHaveTextContent("Accept Maya Okafor's offer of 180 tokens");
    await expect(args.onAccept).not.toHaveBeenCalled();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, Accept Offer' }));
    await expect(args.onAccept).toHaveBeenCalledWith(OFFERS[0], undefined);
    // Complete Trade on the accepted offer, for both staff roles (spec 2 §6), asks too.
    const hightower = cardOf(canvasElement, 'Santa Cruz Hightower');
    await userEvent.click(hightower.getByRole('button', { name: 'Complete Trade' }));
    const complete = await screen.findByRole('alertdialog', { name: 'Complete Trade?' });
    await expect(complete).toHaveTextContent('to Lena Park for $2,450.00');
    await userEvent.click(within(complete).getByRole('button', { name: 'Yes, Complete Trade' }));
    await expect(args.onComplete).toHaveBeenCalledWith(OFFERS[2]);
    await expect(
      cardOf(canvasElement, 'Santa Cruz Hightower').getByText('$2,450.00'),
    ).toBeVisible();
    await expect(
      cardOf(canvasElement, 'Santa Cruz Hightower').queryByRole('button', { name: 'Accept' }),
    ).toBeNull();
  },
};

/** Tabs and the search change the filters, back to page 1. */
export const FiltersChange: Story = {
  args: { filters: { ...FILTERS, page: 2 }, totalPages: 3 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('tab', { name: 'Accepted' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({
      ...FILTERS,
      status: 'accepted',
    });
    await userEvent.type(page.getByRole('searchbox', { name: 'Search offers' }), 'maya{Enter}');
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith({ ...FILTERS, search: 'maya' });
  },
};

/** Reject needs a reason. */
export const RejectWithReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      cardOf(canvasElement, 'Rapha Pro Team jacket').getByRole('button', { name: 'Reject' }),
    );
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Reject Offer?' }));
    await userEvent.type(dialog.getByRole('textbox'), 'Sold at the shop');
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Reject Offer' }));
    await expect(args.onReject).toHaveBeenCalledWith(OFFERS[0], 'Sold at the shop');
  },
};

/**
 * A manager sees the same page; here, offers on members' items, which staff do not answer for
 * them (no Accept/Reject), as the app decides.
 */
export const Manager: Story = {
  args: { offers: OFFERS.map((o) => ({ ...o, actions: [] })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Accept' })).toBeNull();
  },
};

export const Answering: Story = { args: { busyId: OFFERS[0]!.id } };

export const Loading: Story = {
  args: { status: 'loading', offers: [], pendingCount: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading offers')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { offers: [], total: 0, pendingCount: 0 },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('No offers found')).toBeVisible();
    await expect(page.getByText('No offers have been made yet.')).toBeVisible();
  },
};

export const EmptyStatus: Story = {
  args: { offers: [], total: 0, pendingCount: 0, filters: { ...FILTERS, status: 'rejected' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No rejected offers found.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', offers: [], error: 'Failed to load offers. Please try again later.' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Failed to load offers');
    await userEvent.click(page.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: PHONE };
