import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { ComponentErrorScreen, NotFoundScreen, PageErrorScreen } from './error-screens.tsx';

const meta = {
  title: 'Screens/ErrorScreens',
  component: ComponentErrorScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/somewhere')],
  args: {
    message: "Cannot read properties of undefined (reading 'price')",
    errorId: 'err-7f3a9c21',
    retryCount: 2,
    onRetry: fn(),
    onReload: fn(),
    onCopyDetails: fn(),
  },
} satisfies Meta<typeof ComponentErrorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  render: () => <NotFoundScreen />,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByText('404')).toBeVisible();
    await expect(main.getByText('Oops! Page not found')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  },
};
export const NotFoundDark: Story = { render: () => <NotFoundScreen />, globals: DARK };
export const NotFoundPhone: Story = { render: () => <NotFoundScreen />, globals: PHONE };

export const PageError: Story = {
  render: (args) => <PageErrorScreen onRetry={args.onRetry} />,
  play: async ({ canvasElement, args }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ComponentError: Story = {
  play: async ({ canvasElement, args }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByText('err-7f3a9c21')).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'Try Again' }));
    await userEvent.click(main.getByRole('button', { name: 'Reload Page' }));
    await userEvent.click(main.getByRole('button', { name: 'Copy error details' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(args.onReload).toHaveBeenCalledOnce();
    await expect(args.onCopyDetails).toHaveBeenCalledWith(
      "Error ID: err-7f3a9c21\nMessage: Cannot read properties of undefined (reading 'price')\nRetry count: 2",
    );
    await expect(main.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  },
};
export const ComponentErrorCopied: Story = { args: { copied: true } };
export const ComponentErrorDark: Story = { globals: DARK };
