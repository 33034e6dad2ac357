import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { TradeCompleteScreen } from './trade-complete-screen.tsx';

const meta = {
  title: 'Screens/TradeCompleteScreen',
  component: TradeCompleteScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/trade-complete-thank-you')],
  args: { transfer: { bikeName: 'Trek Marlin 7', ownerName: 'Rita Rider' } },
} satisfies Meta<typeof TradeCompleteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const links = [
  ['Browse Catalog', '/catalog'],
  ['Post Another Bike', '/list-item/bike'],
  ['View My Profile & Inventory', '/profile'],
] as const;

/** Both names in the address: the page says which bike came from whom. */
export const WithTransfer: Story = {
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Trade Complete!' })).toBeVisible();
    await expect(main.getByText(/was transferred from/)).toHaveTextContent(
      'Trek Marlin 7 was transferred from Rita Rider.',
    );
    for (const [name, href] of links)
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  },
};

/** A name missing (or none): the thanks and the buttons only, no half sentence. */
export const WithoutTransfer: Story = {
  args: { transfer: null },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Trade Complete!' })).toBeVisible();
    await expect(main.queryByText(/transferred from/)).toBeNull();
    for (const [name, href] of links)
      await expect(main.getByRole('link', { name })).toHaveAttribute('href', href);
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
