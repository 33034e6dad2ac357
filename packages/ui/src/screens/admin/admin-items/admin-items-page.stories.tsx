import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE } from '../../../stories/with-shell.tsx';
import { ADMIN_ITEM_ROWS } from './admin-items-fixtures.ts';
import { AdminItemsPage, type AdminItemRow } from './admin-items-page.tsx';

const meta = {
  title: 'Screens/Admin/ManageItems',
  component: AdminItemsPage,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    items: ADMIN_ITEM_ROWS,
    statusFilter: 'all',
    typeFilter: 'all',
    page: 1,
    totalPages: 3,
    total: 46,
    onRetry: fn(),
    onStatusFilterChange: fn(),
    onTypeFilterChange: fn(),
    onPageChange: fn(),
    onApprove: fn(),
    onReject: fn(),
    onUnapprove: fn(),
    onPublish: fn(),
    onTokenOffer: fn(),
    onCompleteTrade: fn(),
    onTransfer: fn(),
    onOpenChat: fn(),
  },
} satisfies Meta<typeof AdminItemsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = (canvas: HTMLElement, name: string) =>
  within(
    within(canvas)
      .getByRole('rowheader', { name: new RegExp(name) })
      .closest('tr') as HTMLElement,
  );

/** An owner sees every action each row allows, the total and the pages. */
export const Owner: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Items' })).toBeVisible();
    await expect(page.getByText('46 items')).toBeVisible();
    await expect(within(page.getByRole('table')).getAllByRole('row')).toHaveLength(7);
    const pending = rowOf(canvasElement, 'Trek Domane');
    await expect(pending.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expect(pending.getByRole('button', { name: 'Reject' })).toBeVisible();
    await expect(
      rowOf(canvasElement, 'Wahoo').getByText('Token offer sent: 250 tokens'),
    ).toBeVisible();
    await userEvent.click(
      rowOf(canvasElement, 'Ultegra').getByRole('button', { name: /Token Offer/ }),
    );
    await expect(args.onTokenOffer).toHaveBeenCalledWith(ADMIN_ITEM_ROWS[1]);
    await userEvent.click(rowOf(canvasElement, 'Surly').getByRole('button', { name: 'Publish' }));
    await expect(args.onPublish).toHaveBeenCalledWith(ADMIN_ITEM_ROWS[5]);
    await userEvent.click(rowOf(canvasElement, 'Surly').getByRole('button', { name: /Transfer/ }));
    await expect(args.onTransfer).toHaveBeenCalledWith(ADMIN_ITEM_ROWS[5]);
    // Open Chat only where the item has an offer (the app decides).
    await expect(
      rowOf(canvasElement, 'Ultegra').queryByRole('button', { name: /Chat/ }),
    ).toBeNull();
    await userEvent.click(
      rowOf(canvasElement, 'Santa Cruz').getByRole('button', { name: 'Open Chat' }),
    );
    await expect(args.onOpenChat).toHaveBeenCalledWith(ADMIN_ITEM_ROWS[3]);
  },
};

/** Complete Trade asks first; confirming calls the app with the row. */
export const CompleteTradeConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      rowOf(canvasElement, 'Santa Cruz').getByRole('button', { name: 'Complete Trade' }),
    );
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('alertdialog'));
    // The amount and both parties are named (issue 30 item 1).
    await expect(
      dialog.getByText(
        /"Santa Cruz Hightower" passes from Lena Park to Jonah Weiss for 1,200 tokens/,
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Complete Trade' }));
    await expect(args.onCompleteTrade).toHaveBeenCalledWith(ADMIN_ITEM_ROWS[3]);
  },
};

/** Reject asks for a reason; an empty one is refused before any call. */
export const RejectNeedsReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      rowOf(canvasElement, 'Trek Domane').getByRole('button', { name: 'Reject' }),
    );
    const dialog = within(within(canvasElement.ownerDocument.body).getByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Listing' }));
    await expect(dialog.getByText('Please give a reason')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Blurry photos  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Listing' }));
    await expect(args.onReject).toHaveBeenCalledWith(ADMIN_ITEM_ROWS[0], 'Blurry photos');
  },
};

/**
 * A manager on their own listings: no unapprove and no token offer for one's own items (the app
 * decides; the screen shows what it is given).
 */
export const ManagerOwnListings: Story = {
  args: {
    items: ADMIN_ITEM_ROWS.slice(1, 3).map((row): AdminItemRow => ({
      ...row,
      ownerName: 'Theo Lindqvist',
      ownerEmail: 'theo@pedalswap.example',
      actions: ['transfer'],
    })),
    total: 2,
    totalPages: 1,
    statusFilter: 'published',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('button', { name: 'Unapprove' })).toBeNull();
    await expect(page.queryByRole('button', { name: /Token Offer/ })).toBeNull();
    await expect(page.queryByRole('navigation', { name: /pagination/i })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Loading items')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0, totalPages: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items have been listed yet.')).toBeVisible();
  },
};

export const EmptyFiltered: Story = {
  args: { items: [], total: 0, totalPages: 1, statusFilter: 'trade_complete', typeFilter: 'gear' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match these filters.')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', items: [], error: 'Failed to load items' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Failed to load items');
    await userEvent.click(page.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = { globals: PHONE };
