import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CHAT_MESSAGES } from '@pedalswap/domain/chat';
import { CONVERSATION, MAYA_ID, TIME_ZONE } from '../../chat-panel/fixtures.ts';
import { AdminChatDialog } from './admin-chat-dialog.tsx';

const meta = {
  title: 'Screens/Admin/AdminChatDialog',
  component: AdminChatDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    itemName: 'Santa Cruz Stigmata',
    buyerName: 'Jonas Reyes',
    status: 'ready',
    onRetry: fn(),
    messages: CONVERSATION,
    viewerId: MAYA_ID,
    sending: false,
    sendError: null,
    lastSentId: null,
    onSend: fn(),
    onClose: fn(),
    timeZone: TIME_ZONE,
  },
} satisfies Meta<typeof AdminChatDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async () => {
    await expect(await body().findByRole('status', { name: 'Loading messages' })).toBeVisible();
  },
};
export const Empty: Story = {
  args: { messages: [] },
  play: async () => {
    await expect(await body().findByText('No messages yet.')).toBeVisible();
  },
};
export const Error: Story = {
  args: { status: 'error', messages: [], error: CHAT_MESSAGES.historyFailed },
  play: async ({ args }) => {
    await userEvent.click(await body().findByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
/** Enter sends the trimmed text; Shift+Enter only adds a line; an empty text is refused. */
export const Messages: Story = {
  play: async ({ args }) => {
    const box = await body().findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(body().getByText(CHAT_MESSAGES.empty)).toBeVisible();
    await userEvent.type(box, 'Still available?{Shift>}{Enter}{/Shift}Thanks ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Still available?\nThanks');
  },
};
export const Sending: Story = { args: { sending: true } };
export const FailedSend: Story = {
  args: { sendError: CHAT_MESSAGES.sendFailed },
  play: async () => {
    await expect(await body().findByRole('alert')).toHaveTextContent(CHAT_MESSAGES.sendFailed);
  },
};
