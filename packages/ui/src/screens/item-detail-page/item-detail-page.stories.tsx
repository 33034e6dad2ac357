import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Heading, Text } from '@radix-ui/themes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  GIRO_HELMET,
  JONAS,
  KONA_HONZO,
  LEZYNE_LIGHT,
  MAYA,
  ROSA,
  SHOWERS_PASS,
  TREK_FUEL,
  XT_CASSETTE,
} from '../../components/item-card/fixtures.ts';
import type { ShellUser } from '../../shell/nav-links.ts';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import type { Decorator } from '@storybook/react-vite';
import { attributeFacts } from './item-facts.ts';
import { availableItemActions, type ItemViewer } from '@pedalswap/domain/items';
import { ItemDetailPage, itemBackLink, type ItemDetailPageProps } from './item-detail-page.tsx';

/** The stories name the viewer; like the app's route, they let the domain decide the actions. */
type StoryArgs = ItemDetailPageProps & { viewer?: ItemViewer | null };
const ItemDetailPageAs = ({ viewer = null, ...props }: StoryArgs) => (
  <ItemDetailPage
    {...props}
    actions={props.item ? availableItemActions(props.item, viewer) : undefined}
  />
);

/** The shell shows whoever `viewer` is: signed in as them, or signed out. */
const PEOPLE = [MAYA, JONAS, ROSA];
const withViewerShell: Decorator = (Story, context) => {
  const viewer = context.args.viewer as { id: string } | null | undefined;
  const person = PEOPLE.find((p) => p.id === viewer?.id);
  const user: ShellUser | null = person
    ? {
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${person.firstName.toLowerCase()}@example.com`,
        role: person.role,
      }
    : null;
  return withShell('/items/bike', user)(Story, context);
};

const VISITOR = { id: JONAS.id, role: JONAS.role };
const OWNER = { id: MAYA.id, role: MAYA.role };
const STAFF = { id: ROSA.id, role: ROSA.role };

/** What the offers feature will put in `offersSlot` (a stand-in for the stories). */
const OFFERS_STAND_IN = (
  <Card size="3">
    <Heading as="h2" size="4" mb="2">
      Offers
    </Heading>
    <Text as="p" size="2" color="gray">
      The offers feature renders here: make an offer, its status and the chat with the owner.
    </Text>
  </Card>
);

const meta = {
  title: 'Screens/Items/ItemDetailPage',
  component: ItemDetailPage,
  render: (args) => <ItemDetailPageAs {...args} />,
  parameters: { layout: 'fullscreen' },
  decorators: [withViewerShell],
  args: {
    status: 'ready',
    itemType: 'bike',
    item: TREK_FUEL,
    viewer: VISITOR,
    offersSlot: OFFERS_STAND_IN,
  },
} satisfies Meta<StoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);
const body = (el: HTMLElement) => within(el.ownerDocument.body);

/** A signed-in member looking at another member's bike: every field, no Edit, no offers. */
export const BikeVisitor: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Trek Fuel EX 8' })).toBeVisible();
    await expect(page.getByText('Trek · Fuel EX 8 · 2022')).toBeVisible();
    await expect(page.getByText('Sale Price')).toBeVisible();
    await expect(page.getByText('$2,850.00')).toBeVisible();
    await expect(page.getByText('Published')).toBeVisible();
    await expect(page.getByText('Maya Okafor')).toBeVisible();
    const badges = within(page.getByRole('list', { name: 'Attributes' }));
    for (const text of ['Mountain Bike', 'Wheel size: 29"', 'Full suspension', 'Hydraulic brakes'])
      await expect(badges.getByText(text)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    await expect(page.queryByRole('link', { name: /Edit Listing/ })).toBeNull();
    // Spec 2's visibility rule (issue 30 item 2): a member sees no offers on another member's
    // listing, so the page leaves the offers place out.
    await expect(page.queryByRole('region', { name: 'Offers' })).toBeNull();
    // Up to 9 thumbnails beside the primary image.
    await expect(
      within(page.getByRole('list', { name: 'More photos' })).getAllByRole('button'),
    ).toHaveLength(9);
    await expect(attributeFacts(TREK_FUEL).map((f) => f.key)).not.toContain('bikeType');
  },
};

/** Thumbnail opens the full-size dialog; arrows step and loop; Escape closes. */
export const GalleryKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(
      page.getByRole('button', { name: 'View Trek Fuel EX 8, photo 10 of 10 full size' }),
    );
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Trek Fuel EX 8' });
    await expect(dialog).toHaveAccessibleDescription('Photo 10 of 10');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog).toHaveAccessibleDescription('Photo 1 of 10');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(dialog).toHaveAccessibleDescription('Photo 9 of 10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(
      'Trek Fuel EX 8, photo 10 of 10',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The dialog as it looks, opened from the primary image. */
export const GalleryDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      main(canvasElement).getByRole('button', {
        name: 'View Trek Fuel EX 8, photo 1 of 10 full size',
      }),
    );
    const dialog = await body(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveAccessibleDescription('Photo 1 of 10');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Signed out: the offers place shows the sign-in prompt. */
export const SignedOut: Story = {
  args: { viewer: null, signInHref: '/login?next=%2Fitems%2Fbike%2F1' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { name: 'Interested in this bike?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In to Offer' })).toHaveAttribute(
      'href',
      '/login?next=%2Fitems%2Fbike%2F1',
    );
    await expect(page.queryByRole('region', { name: 'Offers' })).toBeNull();
  },
};

/** The owner on their own listing: Edit Listing, and Back to Profile when they came from there. */
export const OwnerViewing: Story = {
  args: { viewer: OWNER, from: '/profile#your-bikes' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('link', { name: 'Edit Listing' })).toHaveAttribute(
      'href',
      `/list-item/bike/${TREK_FUEL.id}`,
    );
    await expect(page.getByText('(you)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Profile' })).toHaveAttribute(
      'href',
      '/profile#your-bikes',
    );
    await expect(itemBackLink('//evil.example')).toEqual({
      href: '/catalog',
      label: 'Back to Catalog',
    });
    await expect(itemBackLink(null).label).toBe('Back to Catalog');
    // A search is returned to as it was; a page the spec has no label for is not.
    await expect(itemBackLink('/catalog?q=trek&type=part')).toEqual({
      href: '/catalog?q=trek&type=part',
      label: 'Back to Catalog',
    });
    await expect(itemBackLink('/profile/8c1f')).toEqual({
      href: '/profile/8c1f',
      label: 'Back to Profile',
    });
    await expect(itemBackLink('/admin')).toEqual({ href: '/catalog', label: 'Back to Catalog' });
    await expect(itemBackLink('/profiles-of-others').href).toBe('/catalog');
  },
};

/** A draft sent back by staff: only its owner sees it, with the reason. */
export const OwnerDraftWithReason: Story = {
  args: {
    viewer: OWNER,
    item: {
      ...TREK_FUEL,
      status: 'draft',
      rejectionReason: 'Please add a photo of the drivetrain and the frame size.',
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Draft')).toBeVisible();
    await expect(page.getByText(/Changes requested: Please add a photo/)).toBeVisible();
  },
};

export const Part: Story = {
  args: { itemType: 'part', item: XT_CASSETTE, viewer: STAFF },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Part', { exact: true })).toBeVisible();
    const specs = within(page.getByRole('region', { name: 'Specifications' }));
    await expect(specs.getByText('Shimano Micro Spline, 12-speed')).toBeVisible();
    await expect(
      within(page.getByRole('list', { name: 'Attributes' })).getByText('Drivetrain'),
    ).toBeVisible();
  },
};

export const Accessory: Story = {
  args: { itemType: 'accessory', item: LEZYNE_LIGHT, viewer: VISITOR },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const badges = within(page.getByRole('list', { name: 'Attributes' }));
    await expect(badges.getByText('Waterproof', { exact: true })).toBeVisible();
    await expect(page.getByText('PedalSwap staff')).toBeVisible();
  },
};

export const Gear: Story = {
  args: { itemType: 'gear', item: SHOWERS_PASS, viewer: VISITOR },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const badges = within(page.getByRole('list', { name: 'Attributes' }));
    await expect(badges.getByText('Pit zips', { exact: true })).toBeVisible();
    await expect(page.getByText('Pit zips, Reflective trim, Packable hood')).toBeVisible();
  },
};

/** One photo, no thumbnails; a trade under way. */
export const TradeInProgress: Story = {
  args: { itemType: 'gear', item: { ...GIRO_HELMET, status: 'pending_trade' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Trade in Progress')).toBeVisible();
    await expect(page.queryByRole('list', { name: 'More photos' })).toBeNull();
  },
};

/** No photos, no owner name, no price: Anonymous and 'Open to offers'. */
export const NoPhotos: Story = {
  args: { item: { ...KONA_HONZO, salePrice: 0, status: 'trade_complete' }, viewer: null },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('img', { name: 'No photos of Kona Honzo ST yet' })).toBeVisible();
    await expect(page.getByText('Anonymous')).toBeVisible();
    await expect(page.queryByText('Sale Price')).toBeNull();
    await expect(page.getByText('Trade Complete')).toBeVisible();
    // Offers are closed on a finished trade: no sign-in prompt either.
    await expect(page.queryByRole('link', { name: 'Sign In to Offer' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', item: null },
  play: async ({ canvasElement }) =>
    expect(main(canvasElement).getByRole('status')).toHaveTextContent('Loading bike details...'),
};

export const NotFound: Story = {
  args: { status: 'not-found', item: null },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Bike not found' })).toBeVisible();
    await expect(
      page.getByText('The bike you are looking for does not exist or has been removed.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Catalog' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};

export const LoadError: Story = {
  args: {
    status: 'error',
    itemType: 'accessory',
    item: null,
    errorMessage: 'Server error. Please try again later.',
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Error loading accessory details');
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    await expect(page.getByRole('link', { name: 'Return to Catalog' })).toBeVisible();
  },
};

export const Dark: Story = { globals: DARK };
export const DarkSignedOut: Story = { globals: DARK, ...SignedOut, play: undefined };
export const DarkGalleryDialog: Story = { globals: DARK, play: GalleryDialog.play };
export const DarkNotFound: Story = { globals: DARK, args: NotFound.args };
export const Phone: Story = { globals: PHONE };
export const PhoneOwner: Story = { globals: PHONE, args: OwnerViewing.args };
export const PhoneSignedOut: Story = { globals: PHONE, ...SignedOut, play: undefined };
export const PhoneGalleryDialog: Story = { globals: PHONE, play: GalleryDialog.play };
export const PhoneLoading: Story = { globals: PHONE, args: Loading.args };
