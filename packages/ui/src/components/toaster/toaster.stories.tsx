import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Flex } from '@radix-ui/themes';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster, toast, toastError, toastSuccess } from './toaster.tsx';

const visibleToasts = () => document.querySelectorAll('[data-sonner-toast][data-visible="true"]');

const meta = {
  title: 'Components/Toaster',
  component: Toaster,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Flex gap="3" p="5">
      <Toaster {...args} />
      {/* Infinity keeps the toast on screen for the screenshot; the app uses sonner's default. */}
      <Button onClick={() => toastSuccess('Preferences saved', { duration: Infinity })}>
        Save preferences
      </Button>
      <Button
        color="red"
        highContrast
        onClick={() => toastError('Failed to delete notification', { duration: Infinity })}
      >
        Delete notification
      </Button>
    </Flex>
  ),
  beforeEach: () => () => {
    toast.dismiss();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const Success: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(within(document.body).getByText('Preferences saved')).toBeVisible());
  },
};

/** Two toasts in a row: only the newest is visible (visibleToasts = 1). */
export const OneAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete notification' }));
    await waitFor(() =>
      expect(within(document.body).getByText('Failed to delete notification')).toBeVisible(),
    );
    await waitFor(() => expect(visibleToasts()).toHaveLength(1));
  },
};

export const ErrorDark: Story = {
  args: { appearance: 'dark' },
  globals: { appearance: 'dark' },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Delete notification' }),
    );
    await waitFor(() => expect(within(document.body).getByText('Error')).toBeVisible());
  },
};
