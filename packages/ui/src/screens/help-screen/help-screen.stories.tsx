import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { HelpScreen } from './help-screen.tsx';

const meta = {
  title: 'Screens/HelpScreen',
  component: HelpScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/help')],
} satisfies Meta<typeof HelpScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** /help was a 404 behind the welcome page's and the footer's links (issue 10 #14). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
    for (const topic of ['Your account', 'Listing an item', 'Finding a bike', 'Notifications'])
      await expect(main.getByRole('region', { name: topic })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByRole('link', { name: 'Forgot password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(main.getByText(/Up to 10 photos/)).toBeVisible();
  },
};
export const Dark: Story = { globals: DARK };
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
