import type { Meta, StoryObj } from '@storybook/react-vite';
import { PROFILE_PAGE_MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { YourBikesSection } from './bikes-section.tsx';
import { BIKES, ODD_BIKE } from './fixtures.ts';
import { PAGE, sectionFrame } from './story-frame.tsx';

const meta = {
  title: 'Screens/ProfilePage/YourBikesSection',
  component: YourBikesSection,
  // Taken as pages, so tall sections and their dialogs (portals) are captured whole.
  parameters: PAGE,
  decorators: [sectionFrame],
  args: { status: 'ready', items: BIKES, onDeleteBike: fn(), onRetry: fn() },
} satisfies Meta<typeof YourBikesSection>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your Bikes' })).toBeVisible();
    await expect(canvasElement.querySelector('#your-bikes')).not.toBeNull();
    await expect(canvas.getByRole('link', { name: 'Add New Bike' })).toHaveAttribute(
      'href',
      '/list-item/bike',
    );
    const grid = within(canvas.getByRole('list', { name: 'Your Bikes' }));
    await expect(grid.getAllByRole('listitem')).toHaveLength(BIKES.length);
    const surly = within(grid.getByRole('article', { name: 'Surly Cross-Check' }));
    await expect(surly.getByText('Published')).toBeVisible();
    // The card's photo is the 800 px card size, not the full view.
    const photo = canvasElement.querySelector<HTMLImageElement>(
      `article[aria-label="Surly Cross-Check"] img`,
    );
    await expect(photo?.getAttribute('src')).toMatch(/#card$/);
    await expect(surly.getByRole('link', { name: 'Edit Surly Cross-Check' })).toHaveAttribute(
      'href',
      `/list-item/bike/${BIKES[0]!.id}`,
    );
    await expect(surly.getByRole('link', { name: 'Surly Cross-Check' })).toHaveAttribute(
      'href',
      `/items/bike/${BIKES[0]!.id}`,
    );
    await expect(grid.getByText('Pending Review')).toBeVisible();
    await expect(grid.getByText('Trade in Progress')).toBeVisible();
    await expect(grid.getByText('Draft')).toBeVisible();
    await expect(grid.getByText('Trade Complete')).toBeVisible();
    await expect(grid.getByText('No photo yet')).toBeVisible();
    // A staff token offer waits on the Topstone.
    const topstone = within(grid.getByRole('article', { name: 'Cannondale Topstone' }));
    await expect(topstone.getByRole('link', { name: 'Review Offer' })).toBeVisible();
  },
};

/** The other three item types are listed from the same editor. */
export const ListSomethingElse: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'List Something Else' }),
    );
    const menu = within(await body().findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'A Part' })).toHaveAttribute(
      'href',
      '/list-item/part',
    );
    await expect(menu.getByRole('menuitem', { name: 'An Accessory' })).toHaveAttribute(
      'href',
      '/list-item/accessory',
    );
    await expect(menu.getByRole('menuitem', { name: 'Gear' })).toHaveAttribute(
      'href',
      '/list-item/gear',
    );
  },
};

export const DeleteConfirmed: Story = {
  parameters: PAGE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Surly Cross-Check' }),
    );
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Delete Bike?' })).toBeVisible();
    await expect(dialog.getByText(/This action cannot be undone\./)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteBike).toHaveBeenCalledWith(BIKES[0]);
  },
};

export const DeleteConfirmation: Story = {
  parameters: PAGE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Kona Sutra' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(
      dialog.getByText('Delete Kona Sutra? This action cannot be undone.'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(args.onDeleteBike).not.toHaveBeenCalled();
  },
};

/** Spec 1 §2: the confirmation has no Delete once the latest offer on the bike is accepted. */
export const DeleteHiddenAfterAcceptedOffer: Story = {
  parameters: PAGE,
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete Trek Fuel EX 8' }),
    );
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByRole('heading', { name: 'Delete Bike?' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(dialog.getByText(/An offer on this bike was accepted/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeleteBike).not.toHaveBeenCalled();
  },
};

/** Ours: a traded bike is kept with its trade history, so its confirmation has no Delete. */
export const DeleteHiddenAfterTrade: Story = {
  parameters: PAGE,
  args: {
    items: BIKES.map((bike, i) =>
      i === 1
        ? {
            ...bike,
            status: 'trade_complete',
            latestOffer: { id: 'b0000000-0000-4000-8000-000000000032', status: 'completed' },
          }
        : bike,
    ),
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete Kona Sutra' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(
      dialog.getByText(
        'This bike was traded, so it is kept with its trade history and cannot be deleted.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onDeleteBike).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { deletingId: BIKES[1]!.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Delete Kona Sutra' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete Surly Cross-Check' })).toBeDisabled();
  },
};

export const Deleted: Story = {
  args: {
    items: BIKES.slice(1),
    feedback: { tone: 'success', message: PROFILE_PAGE_MESSAGES.bikeDeleted },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Bike deleted successfully!',
    );
  },
};

export const DeleteFailed: Story = {
  args: { feedback: { tone: 'error', message: PROFILE_PAGE_MESSAGES.bikeDeleteFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to delete bike',
    );
  },
};

export const UnknownStatus: Story = {
  args: { items: [ODD_BIKE] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown')).toBeVisible();
  },
};

/** Staff viewing another member: no Add New Bike, Edit or Delete. */
export const OtherMember: Story = {
  args: { manageable: false, title: "Jonas's Bikes" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Jonas's Bikes" })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Add New Bike' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Edit / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("You haven't listed any bikes yet.")).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Add New Bike' })).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading bikes' }),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  args: { status: 'error', items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(PROFILE_PAGE_MESSAGES.bikesFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
