import type { Meta, StoryObj } from '@storybook/react-vite';
import { OTHER_PROFILE_MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MANAGER, MEMBER } from '../../shell/fixtures.ts';
import { SiteShell } from '../../shell/site-shell.tsx';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import {
  BALANCE,
  BIKES,
  CHAT_MESSAGES,
  FOLLOWING_EVENTS,
  JONAS,
  MAYA,
  MY_EVENTS,
  MY_OFFERS,
  NEW_OFFERS,
  NOW,
  TIME_ZONE,
  TRANSACTIONS,
} from './fixtures.ts';
import { ProfilePage, type ProfilePageProps } from './profile-page.tsx';

const history: ProfilePageProps['balance']['history'] = {
  status: 'ready',
  transactions: TRANSACTIONS,
  onOpenChange: fn(),
  onSeeChatHistory: fn(),
  chat: { status: 'ready', messages: CHAT_MESSAGES, viewerId: MAYA.id },
};

const meta = {
  title: 'Screens/ProfilePage/ProfilePage',
  component: ProfilePage,
  parameters: { layout: 'fullscreen' },
  // The signed-in shell: the member on her own profile, or staff (parameters.shellUser).
  decorators: [
    (Story, { parameters }) => (
      <SiteShell user={parameters.shellUser ?? MEMBER} currentPath="/profile" onLogout={() => {}}>
        <Story />
      </SiteShell>
    ),
  ],
  args: {
    view: 'own',
    status: 'ready',
    user: MAYA,
    card: { onSave: fn(), onUploadAvatar: fn(), onModeChange: fn() },
    newOffers: NEW_OFFERS,
    balance: {
      status: 'ready',
      balance: BALANCE,
      recent: { status: 'ready', items: TRANSACTIONS },
      history,
    },
    offers: { status: 'ready', items: MY_OFFERS, onCancelOffer: fn() },
    events: { status: 'ready', items: MY_EVENTS },
    followingEvents: { status: 'ready', items: FOLLOWING_EVENTS },
    bikes: { status: 'ready', items: BIKES, onDeleteBike: fn() },
    now: NOW,
    timeZone: TIME_ZONE,
    onRetry: fn(),
  },
} satisfies Meta<typeof ProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);
const ANCHORS = ['your-profile', 'your-offers', 'your-events', 'following-events', 'your-bikes'];

/** The own profile, every section in the spec's order. */
export const Own: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Maya Hood' })).toBeVisible();
    const headings = page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual([
      'You have 6 new offers',
      'Token Balance & Trading History',
      'Your Offers',
      'Your Events',
      'Following Events',
      'Your Bikes',
    ]);
    const doc = canvasElement.ownerDocument;
    for (const id of ANCHORS) await expect(doc.getElementById(id)).not.toBeNull();
    await expect(page.queryByRole('link', { name: 'Verify now' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add New Bike' })).toBeVisible();
  },
};

export const OwnUnverified: Story = {
  args: { user: { ...MAYA, emailVerified: false } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText(/features may be limited/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  },
};

/** A staff member on /profile/{userId}: no own-only sections, a read-only card, no bike actions. */
export const StaffViewingMember: Story = {
  parameters: { shellUser: MANAGER },
  args: {
    view: 'other',
    user: { ...JONAS, emailVerified: false },
    newOffers: NEW_OFFERS,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Jonas Reyes' })).toBeVisible();
    const headings = page.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(headings).toEqual(['Token Balance & Trading History', "Jonas's Bikes"]);
    await expect(page.queryByRole('link', { name: 'Verify now' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    await expect(page.queryByRole('link', { name: 'Add New Bike' })).toBeNull();
    await expect(page.queryByRole('button', { name: /^Delete / })).toBeNull();
    await expect(page.getByRole('button', { name: 'View Full History' })).toBeVisible();
  },
};

export const StaffViewingHistory: Story = {
  parameters: { shellUser: MANAGER },
  args: {
    view: 'other',
    user: JONAS,
    balance: { ...meta.args.balance, history: { ...history, defaultOpen: true } },
  },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/Every token movement of Jonas Reyes/)).toBeVisible();
  },
};

export const FlashFromListingEditor: Story = {
  args: { flash: { tone: 'success', message: 'Bike submitted for review.' } },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getAllByRole('status')[0]).toHaveTextContent(
      'Bike submitted for review.',
    );
  },
};

export const SectionsLoading: Story = {
  args: {
    newOffers: [],
    balance: { ...meta.args.balance, status: 'loading', recent: { status: 'loading', items: [] } },
    offers: { status: 'loading', items: [], onCancelOffer: fn() },
    events: { status: 'loading', items: [] },
    followingEvents: { status: 'loading', items: [] },
    bikes: { status: 'loading', items: [] },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('status', { name: 'Loading your offers' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading bikes' })).toBeVisible();
  },
};

export const SectionsEmpty: Story = {
  args: {
    newOffers: [],
    balance: {
      ...meta.args.balance,
      balance: {
        currentBalance: 0,
        summary: { totalEarned: 0, totalSpent: 0, pendingTokens: 0, tradesInProgress: 0 },
      },
      recent: { status: 'ready', items: [] },
    },
    offers: { status: 'ready', items: [], onCancelOffer: fn() },
    events: { status: 'ready', items: [] },
    followingEvents: { status: 'ready', items: [] },
    bikes: { status: 'ready', items: [] },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.queryByText(/new offers?$/)).toBeNull();
    await expect(page.getByText("You haven't made any offers yet.")).toBeVisible();
    await expect(page.getByText("You haven't listed any bikes yet.")).toBeVisible();
  },
};

export const SectionsFailed: Story = {
  args: {
    balance: { ...meta.args.balance, status: 'error', recent: { status: 'error', items: [] } },
    offers: { status: 'error', items: [], onCancelOffer: fn() },
    events: { status: 'error', items: [] },
    followingEvents: { status: 'error', items: [] },
    bikes: { status: 'error', items: [] },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Failed to load offers. Please try again later.')).toBeVisible();
    await expect(page.getAllByRole('alert')).toHaveLength(6);
  },
};

export const Loading: Story = {
  args: { status: 'loading', user: null },
  play: async ({ canvasElement }) => {
    await expect(
      main(canvasElement).getByRole('status', { name: 'Loading profile' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { view: 'other', status: 'error', user: null },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(OTHER_PROFILE_MESSAGES.loadFailed);
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
export const StaffViewingMemberPhone: Story = {
  globals: PHONE,
  parameters: { shellUser: MANAGER },
  args: { view: 'other', user: JONAS },
};
