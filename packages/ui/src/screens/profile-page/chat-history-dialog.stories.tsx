import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { ChatHistoryDialog } from './chat-history-dialog.tsx';
import { CHAT_MESSAGES, MAYA, TIME_ZONE } from './fixtures.ts';
import { PAGE, sectionFrame } from './story-frame.tsx';

const meta = {
  title: 'Screens/ProfilePage/ChatHistoryDialog',
  component: ChatHistoryDialog,
  parameters: PAGE,
  decorators: [sectionFrame],
  args: {
    defaultOpen: true,
    itemName: 'Santa Cruz Stigmata',
    status: 'ready',
    messages: CHAT_MESSAGES,
    viewerId: MAYA.id,
    timeZone: TIME_ZONE,
    onOpenChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof ChatHistoryDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await within(document.body).findByRole('dialog'));

export const Conversation: Story = {
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('heading', { name: 'Chat History' })).toBeVisible();
    const log = within(d.getByRole('list', { name: 'Messages' }));
    await expect(log.getAllByRole('listitem')).toHaveLength(CHAT_MESSAGES.length);
    await expect(log.getByText('Maya Hood accepted the offer.', { exact: false })).toBeVisible();
    await expect(log.getByText('Admin')).toBeVisible();
    await expect(d.queryByRole('textbox')).toBeNull();
  },
};

export const Closing: Story = {
  play: async ({ args }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Live: Story = {
  args: { connection: 'connected' },
  play: async () => expect((await dialog()).getByText('Live')).toBeVisible(),
};

export const ConnectionLost: Story = {
  args: { connection: 'error', connectionMessage: 'Max reconnection attempts reached' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Offline')).toBeVisible();
    await expect(d.getByText('Max reconnection attempts reached')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async () =>
    expect((await dialog()).getByRole('status', { name: 'Loading messages' })).toBeVisible(),
};

export const Empty: Story = {
  args: { messages: [] },
  play: async () => expect((await dialog()).getByText('No messages')).toBeVisible(),
};

/** Spec 1 §8: the chat history's failure reads "An error occurred". */
export const LoadFailed: Story = {
  args: { status: 'error', messages: [] },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
