import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@radix-ui/themes';
import { availableItemActions } from '@pedalswap/domain/items';
import { itemOfferSection, OFFER_MESSAGES } from '@pedalswap/domain/offers';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { JONAS, MAYA, ROSA, TREK_FUEL } from '../../components/item-card/fixtures.ts';
import { withShell } from '../../stories/with-shell.tsx';
import { ItemDetailPage } from './item-detail-page.tsx';
import { ItemOffers, type ItemOfferView } from './item-offers.tsx';

// The clock the stories read expiry against, so 'expires …' and Expired do not drift.
const NOW = new Date('2026-11-22T12:00:00Z');
const ACTIVE = { emailVerified: true, status: 'active' };
const MEMBER = { id: JONAS.id, role: JONAS.role, ...ACTIVE };
const OWNER = { id: MAYA.id, role: MAYA.role, ...ACTIVE };
const STAFF = { id: ROSA.id, role: ROSA.role, ...ACTIVE };
/** Maya's bike (a member's) and a bike listed by staff, which members may make offers on. */
const MEMBER_BIKE = { ownerId: MAYA.id, ownerRole: 'user', status: 'published' };
const STAFF_BIKE = { ownerId: ROSA.id, ownerRole: 'owner', status: 'published' };

const offer = (over: Partial<ItemOfferView> = {}): ItemOfferView => ({
  id: 'offer-1',
  offerType: 'cash',
  amount: 1850,
  status: 'pending',
  createdAt: '2026-11-21T09:30:00Z',
  expiresAt: '2026-11-24T09:30:00Z',
  userName: 'Jonas Berg',
  offerMessage: 'Could pick it up this weekend in Portland.',
  events: [],
  ...over,
});

const meta = {
  title: 'Screens/Items/ItemOffers',
  component: ItemOffers,
  args: {
    section: itemOfferSection(STAFF_BIKE, MEMBER, [], NOW),
    itemName: TREK_FUEL.name,
    ownerName: `${MAYA.firstName} ${MAYA.lastName}`,
    status: 'ready',
    now: NOW,
    timeZone: 'UTC',
    onMakeOffer: fn(),
    onTokenOffer: fn(),
    onOfferEvent: fn(),
  },
  // The section alone, at the width of the page's side column; OnThePage takes the whole page.
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <Box p="4" maxWidth="460px">
          <Story />
        </Box>
      ),
  ],
} satisfies Meta<typeof ItemOffers>;
export default meta;
type Story = StoryObj<typeof meta>;

const button = (el: HTMLElement, name: string) => within(el).getByRole('button', { name });

/** A member on a staff listing: 'Make Offer' opens the offer dialog. */
export const CanOffer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, 'Make Offer'));
    await expect(args.onMakeOffer).toHaveBeenCalled();
  },
};

/** Not verified: 'Verify Email First', disabled, and why. */
export const Unverified: Story = {
  args: { section: itemOfferSection(STAFF_BIKE, { ...MEMBER, emailVerified: false }) },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Verify Email First')).toBeDisabled();
  },
};

/** A suspended account: 'Account Inactive'. */
export const Inactive: Story = {
  args: { section: itemOfferSection(STAFF_BIKE, { ...MEMBER, status: 'suspended' }) },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Account Inactive')).toBeDisabled();
    await expect(within(canvasElement).getByText(OFFER_MESSAGES.inactive)).toBeVisible();
  },
};

/** The listing waits for its trade: 'Not Available'. */
export const NotAvailable: Story = {
  args: {
    section: itemOfferSection({ ...STAFF_BIKE, status: 'pending_trade' }, MEMBER),
  },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Not Available')).toBeDisabled();
  },
};

/**
 * A member on another member's bike (spec 2 §6, user-to-user offers restricted): the button
 * reads 'Offers Not Available' and says why, instead of an empty panel.
 */
export const OffersNotAvailable: Story = {
  args: { section: itemOfferSection(MEMBER_BIKE, MEMBER) },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Offers Not Available')).toBeDisabled();
    await expect(within(canvasElement).getByText(OFFER_MESSAGES.restricted)).toBeVisible();
  },
};

const mine = offer({ userName: 'You', events: ['CANCEL'] });

/** The member's pending offer: 'Offer Pending', its amount and status, and Cancel Offer. */
export const ActiveOfferPending: Story = {
  args: {
    section: itemOfferSection(STAFF_BIKE, MEMBER, [{ ...mine, userId: MEMBER.id }], NOW),
    myOffer: mine,
  },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement, 'Offer Pending')).toBeDisabled();
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
    await userEvent.click(button(canvasElement, 'Cancel Offer'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel Offer' });
    await expect(within(dialog).getByText(OFFER_MESSAGES.cancelConfirm)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Offer' }));
    await expect(args.onOfferEvent).toHaveBeenCalledWith('offer-1', 'CANCEL', undefined);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Accepted: the trade waits for staff; nothing for the member to press. */
export const ActiveOfferAccepted: Story = {
  args: {
    section: itemOfferSection({ ...STAFF_BIKE, status: 'pending_trade' }, MEMBER),
    myOffer: offer({ status: 'accepted', adminResponse: 'Deal. Bring it by Tuesday.' }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Accepted')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Cancel Offer' })).toBeNull();
  },
};

/** Rejected with a reason: the member may make another offer. */
export const ActiveOfferRejected: Story = {
  args: {
    myOffer: offer({ status: 'rejected', adminResponse: 'Too low for this frame.' }),
  },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Make Offer')).toBeEnabled();
    await expect(
      within(canvasElement).getByText('Response: Too low for this frame.'),
    ).toBeVisible();
  },
};

const ownersView = [
  offer({ id: 'offer-1', events: ['ACCEPT', 'REJECT'] }),
  offer({
    id: 'offer-2',
    offerType: 'tokens',
    amount: 1500,
    userName: 'Rosa Lind',
    offerMessage: null,
    createdAt: '2026-11-20T16:00:00Z',
    expiresAt: '2026-11-27T16:00:00Z',
    status: 'sent',
    events: ['ACCEPT', 'REJECT'],
  }),
  offer({
    id: 'offer-3',
    amount: 1200,
    userName: 'Sam Ortiz',
    status: 'pending',
    createdAt: '2026-11-17T10:00:00Z',
    expiresAt: '2026-11-20T10:00:00Z',
  }),
];

/** The owner: 'Your Bike', every offer; Reject asks first and takes an optional message. */
export const OwnerWithOffers: Story = {
  args: { section: itemOfferSection(MEMBER_BIKE, OWNER), offers: ownersView },
  play: async ({ canvasElement, args }) => {
    await expect(button(canvasElement, 'Your Bike')).toBeDisabled();
    await expect(within(canvasElement).getByText('Expired')).toBeVisible();
    const [first] = within(canvasElement).getAllByRole('listitem');
    await userEvent.click(button(first!, 'Reject'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject Offer?' });
    await expect(dialog).toHaveTextContent("Reject Jonas Berg's offer of $1,850.00");
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Message (optional)' }),
      ' Too low ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Reject Offer' }));
    await expect(args.onOfferEvent).toHaveBeenCalledWith('offer-1', 'REJECT', 'Too low');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

/** Accept asks first, naming the bidder and the amount; nothing goes out before the answer. */
export const OwnerAccepts: Story = {
  args: { section: itemOfferSection(MEMBER_BIKE, OWNER), offers: ownersView.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, 'Accept'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept Offer?' });
    await expect(args.onOfferEvent).not.toHaveBeenCalled();
    await expect(dialog).toHaveTextContent("Accept Jonas Berg's offer of $1,850.00");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Accept Offer' }));
    await expect(args.onOfferEvent).toHaveBeenCalledWith('offer-1', 'ACCEPT', undefined);
  },
};

/** Open Chat on each offer, marked New where the bidder wrote something unread. */
export const OwnerWithChats: Story = {
  args: {
    section: itemOfferSection(MEMBER_BIKE, OWNER),
    offers: ownersView.map((o, i) => ({ ...o, hasUnreadMessages: i === 0 })),
    onOpenChat: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const [first] = within(canvasElement).getAllByRole('listitem');
    const open = within(first!).getByRole('button', { name: /^Open Chat with / });
    await expect(open).toHaveTextContent('New');
    await userEvent.click(open);
    await expect(args.onOpenChat).toHaveBeenCalledWith(ownersView[0]!.id);
  },
};

/** The owner without offers yet. */
export const OwnerNoOffers: Story = {
  args: { section: itemOfferSection(MEMBER_BIKE, OWNER), offers: [] },
};

/** An answer under way: the row's buttons wait. */
export const Answering: Story = {
  args: {
    section: itemOfferSection(MEMBER_BIKE, OWNER),
    offers: ownersView.slice(0, 1),
    busy: { offerId: 'offer-1', event: 'ACCEPT' },
  },
  play: async ({ canvasElement }) => {
    await expect(button(canvasElement, 'Accept')).toBeDisabled();
  },
};

/** Staff on a member's bike: Make Offer, Send Token Offer, and Complete Trade on the accepted. */
export const Staff: Story = {
  args: {
    section: itemOfferSection({ ...MEMBER_BIKE, status: 'pending_trade' }, STAFF),
    offers: [offer({ status: 'accepted', events: ['COMPLETE'] })],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, 'Complete Trade'));
    const dialog = await screen.findByRole('alertdialog', { name: 'Complete Trade?' });
    await expect(dialog).toHaveTextContent(
      '"Trek Fuel EX 8" passes from Maya Okafor to Jonas Berg for $1,850.00',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Complete Trade' }));
    await expect(args.onOfferEvent).toHaveBeenCalledWith('offer-1', 'COMPLETE', undefined);
  },
};

/** Staff on a published member's listing: the token offer beside Make Offer. */
export const StaffTokenOffer: Story = {
  args: { section: itemOfferSection(MEMBER_BIKE, STAFF), offers: [] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(button(canvasElement, 'Send Token Offer'));
    await expect(args.onTokenOffer).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      OFFER_MESSAGES.loadFailed,
    );
  },
};

/** On the page: a member on another member's bike is told why there is no offer. */
export const OnThePage: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [
    withShell('/items/bike', {
      firstName: MAYA.firstName,
      lastName: MAYA.lastName,
      email: 'maya@example.com',
      role: MAYA.role,
    }),
  ],
  // The owner on their listing (spec 2 §6: a member on another member's listing gets no panel).
  render: (args) => (
    <ItemDetailPage
      status="ready"
      itemType="bike"
      item={TREK_FUEL}
      actions={availableItemActions(TREK_FUEL, OWNER)}
      offersSlot={<ItemOffers {...args} />}
    />
  ),
  args: { section: itemOfferSection(MEMBER_BIKE, OWNER), offers: ownersView },
};
