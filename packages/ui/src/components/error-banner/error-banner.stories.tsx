import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ErrorBanner } from './error-banner.tsx';

const meta = {
  title: 'Components/ErrorBanner',
  component: ErrorBanner,
  args: { message: 'Server error. Please try again later.', onDismiss: fn(), autoDismissMs: 0 },
} satisfies Meta<typeof ErrorBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const DismissedByUser: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Dismiss error' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The real 5 s delay is shortened here; the behaviour is the same. */
export const AutoDismiss: Story = {
  args: { autoDismissMs: 200 },
  render: function AutoDismissing(args) {
    const [message, setMessage] = useState<string | null>(args.message ?? null);
    return <ErrorBanner {...args} message={message} onDismiss={() => setMessage(null)} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull(), { timeout: 2000 });
  },
};
