import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@radix-ui/themes';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { CONVERSATION, JONAS_ID, TIME_ZONE } from './fixtures.ts';

const meta = {
  title: 'Screens/ChatPanel',
  component: ChatPanel,
  decorators: [
    (Story) => (
      <Box maxWidth="520px">
        <Story />
      </Box>
    ),
  ],
  args: {
    title: 'Chat with Maya Hood',
    itemName: 'Santa Cruz Stigmata',
    status: 'ready',
    messages: CONVERSATION,
    viewerId: JONAS_ID,
    connection: 'connected',
    canSend: true,
    timeZone: TIME_ZONE,
    onSend: fn(async () => undefined),
    onTyping: fn(),
    onReconnect: fn(),
    onRetry: fn(),
    onLoadOlder: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement);
const composer = (canvasElement: HTMLElement) =>
  panel(canvasElement).getByRole('textbox', { name: 'Message' });

export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const c = panel(canvasElement);
    const log = within(c.getByRole('log', { name: 'Messages' }));
    await expect(log.getAllByRole('listitem')).toHaveLength(CONVERSATION.length);
    // Staff wear the Admin badge; the owner role still reads Owner, the manager only Admin.
    await expect(log.getAllByText('Admin')).toHaveLength(2);
    await expect(log.getByText('Owner')).toBeVisible();
    await expect(log.getByText('User')).toBeVisible();
    await expect(log.getByText('Jonas Reyes (you)')).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Live');
  },
};

export const ConversationPhone: Story = {
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement, args }) => {
    const c = panel(canvasElement);
    await expect(c.getByRole('log', { name: 'Messages' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Close chat' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ConversationDark: Story = { globals: DARK };

/** Spec 2 §5.5: Enter sends the trimmed text and clears the composer. */
export const EnterSends: Story = {
  play: async ({ canvasElement, args }) => {
    const box = composer(canvasElement);
    await userEvent.type(box, '  Saturday at ten works.  {Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Saturday at ten works.');
    await expect(box).toHaveValue('');
    await expect(args.onTyping).toHaveBeenCalled();
  },
};

/** Spec 2 §5.5: Shift+Enter inserts a newline and sends nothing. */
export const ShiftEnterNewLine: Story = {
  play: async ({ canvasElement, args }) => {
    const box = composer(canvasElement);
    await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
    await expect(box).toHaveValue('First line\nSecond line');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Trimmed text must be non-empty (spec 2 §5.5). */
export const EmptyMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const box = composer(canvasElement);
    await userEvent.type(box, '   {Enter}');
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent(
      'Message cannot be empty',
    );
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const TooLong: Story = {
  play: async ({ canvasElement, args }) => {
    const box = composer(canvasElement);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(2001));
    await expect(panel(canvasElement).getByText('2001/2000')).toBeVisible();
    await userEvent.click(panel(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(panel(canvasElement).getByRole('alert')).toHaveTextContent(
      'Message must be at most 2000 characters',
    );
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A failed send keeps the draft (the app shows 'Failed to send message'). */
export const SendFailedKeepsDraft: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvasElement, args }) => {
    const box = composer(canvasElement);
    await userEvent.type(box, 'Still there?{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Still there?');
    await expect(box).toHaveValue('Still there?');
  },
};

/** Sending is blocked while a message is on its way (spec 2 §5.5). */
export const Sending: Story = {
  args: { sending: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(composer(canvasElement), 'Again{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Not signed in: no sending (spec 2 §5.5). */
export const SignedOut: Story = {
  args: { canSend: false, viewerId: null },
  play: async ({ canvasElement }) => {
    await expect(composer(canvasElement)).toBeDisabled();
    await expect(panel(canvasElement).getByText('Sign in to send messages.')).toBeVisible();
  },
};

export const Typing: Story = {
  args: { typingName: 'Maya Hood' },
  play: async ({ canvasElement }) =>
    expect(panel(canvasElement).getByText('Maya Hood is typing…')).toBeVisible(),
};

export const Connecting: Story = {
  args: { connection: 'connecting' },
  play: async ({ canvasElement }) =>
    expect(panel(canvasElement).getByRole('status')).toHaveTextContent('Connecting…'),
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting', attempts: 3 },
  play: async ({ canvasElement }) =>
    expect(panel(canvasElement).getByRole('status')).toHaveTextContent(
      'Reconnecting… (attempt 3 of 5)',
    ),
};

/** Spec 2 §8.6: after 5 failed reconnects; Reconnect tries again (after 1 s, §4.5). */
export const MaxAttemptsReached: Story = {
  args: { connection: 'error', connectionMessage: 'Max reconnection attempts reached' },
  play: async ({ canvasElement, args }) => {
    const c = panel(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Max reconnection attempts reached');
    await expect(c.getByRole('status')).toHaveTextContent('Offline');
    await userEvent.click(c.getByRole('button', { name: 'Reconnect' }));
    await expect(args.onReconnect).toHaveBeenCalled();
  },
};

export const MaxAttemptsReachedPhone: Story = {
  ...MaxAttemptsReached,
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
};

/** The stream is not used: the chat is fetched every 20 s (spec 2 §4.5). */
export const Polling: Story = {
  args: { connection: 'polling' },
  play: async ({ canvasElement }) =>
    expect(panel(canvasElement).getByRole('status')).toHaveTextContent('Updates every 20 s'),
};

export const Loading: Story = {
  args: { status: 'loading', messages: [] },
  play: async ({ canvasElement }) =>
    expect(panel(canvasElement).getByRole('status', { name: 'Loading messages' })).toBeVisible(),
};

export const LoadingPhone: Story = {
  ...Loading,
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
};

export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) =>
    expect(panel(canvasElement).getByText('No messages yet')).toBeVisible(),
};

export const EmptyPhone: Story = {
  ...Empty,
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
};

/** Spec 2 §8.6: the history's failure reads 'An error occurred'. */
export const LoadFailed: Story = {
  args: { status: 'error', messages: [] },
  play: async ({ canvasElement, args }) => {
    const c = panel(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('An error occurred');
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadFailedPhone: Story = {
  ...LoadFailed,
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
};

export const OlderMessages: Story = {
  args: { hasOlder: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      panel(canvasElement).getByRole('button', { name: 'Load older messages' }),
    );
    await expect(args.onLoadOlder).toHaveBeenCalled();
  },
};

export const LoadingOlder: Story = {
  args: { hasOlder: true, loadingOlder: true },
};

export const TypingPhone: Story = {
  ...Typing,
  globals: PHONE,
  parameters: { layout: 'fullscreen' },
};
