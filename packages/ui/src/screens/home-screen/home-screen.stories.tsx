import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { HomeScreen } from './home-screen.tsx';

const meta = {
  title: 'Screens/HomeScreen',
  component: HomeScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/')],
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1 })).toHaveTextContent(/trade up your ride/i);
    await expect(main.getByRole('link', { name: 'Browse Bikes' })).toHaveAttribute(
      'href',
      '/catalog',
    );
    await expect(main.getByRole('link', { name: 'Trade/Sell Your Bike' })).toHaveAttribute(
      'href',
      '/list-item/bike',
    );
    await expect(main.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/community',
    );
    for (const title of ['Trade Sustainably', 'PNW Community', 'Easy Discovery']) {
      await expect(main.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(main.getByRole('link', { name: 'Create Your Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(main.getByRole('link', { name: 'Explore Bikes' })).toHaveAttribute(
      'href',
      '/catalog',
    );
  },
};
export const Dark: Story = { globals: DARK };
export const Phone: Story = {
  globals: PHONE,
  // The hero's text block was 100 % wide plus its padding, 16 px wider than a phone, so the whole
  // page scrolled sideways (issue 10 #7).
  play: async ({ canvasElement }) => {
    const hero = within(canvasElement).getByRole('region', { name: /trade up your ride/i });
    const page = canvasElement.ownerDocument.documentElement;
    for (const box of [hero, ...hero.querySelectorAll('div')]) {
      await expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(page.clientWidth);
    }
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
