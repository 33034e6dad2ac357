import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminChatsPage, type AdminChatRow } from './admin-chats-page.tsx';

const ROWS: AdminChatRow[] = [
  {
    id: 'c1',
    itemName: 'Santa Cruz Stigmata',
    itemType: 'bike',
    buyerName: 'Jonas Reyes',
    sellerName: 'Maya Hood',
    lastMessage: 'Happy to meet at the Sellwood Bridge lot.',
    unreadCount: 2,
    updatedAt: '2026-11-21T18:05:00Z',
    canOpen: true,
  },
  {
    id: 'c2',
    itemName: 'Rapha Pro Team jacket',
    itemType: 'gear',
    buyerName: null,
    sellerName: 'Priya Natarajan',
    lastMessage: 'Priya Natarajan accepted the offer.',
    unreadCount: 0,
    updatedAt: '2026-11-19T09:40:00Z',
    canOpen: true,
  },
];

const meta = {
  title: 'Screens/Admin/AdminChatsPage',
  component: AdminChatsPage,
  parameters: { layout: 'padded' },
  args: {
    state: 'ready',
    rows: ROWS,
    total: 2,
    page: 1,
    pages: 1,
    onPageChange: fn(),
    onOpen: fn(),
    timeZone: 'America/Los_Angeles',
  },
} satisfies Meta<typeof AdminChatsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row opens the staff chat dialog; unread messages are counted on its button. */
export const Full: Story = {
  args: { total: 41, pages: 3 },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getAllByRole('row')).toHaveLength(3);
    await expect(page.getAllByRole('row')[1]).toHaveTextContent('2 unread');
    const open = page.getByRole('button', {
      name: 'Open chat about Santa Cruz Stigmata with Jonas Reyes',
    });
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(ROWS[0]);
    await userEvent.click(page.getByRole('button', { name: /Next/ }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};
export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No chats yet.')).toBeVisible();
  },
};
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Error: Story = {
  args: { state: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Chats could not be loaded. Please try again.',
    );
  },
};
