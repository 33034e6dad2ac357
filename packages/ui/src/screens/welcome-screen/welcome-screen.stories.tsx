import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { WelcomeScreen } from './welcome-screen.tsx';

const meta = {
  title: 'Screens/WelcomeScreen',
  component: WelcomeScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/welcome')],
} satisfies Meta<typeof WelcomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    for (const text of ['500+', '1,200+', '800+', '95%'])
      await expect(main.getByText(text)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Browse Bikes' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    await expect(main.getByRole('link', { name: 'Visit the help centre' })).toHaveAttribute(
      'href',
      '/help',
    );
    await expect(main.getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};
export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
