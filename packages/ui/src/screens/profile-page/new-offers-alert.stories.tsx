import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { NEW_OFFERS } from './fixtures.ts';
import { NewOffersAlert } from './new-offers-alert.tsx';
import { PAGE, sectionFrame } from './story-frame.tsx';

const meta = {
  title: 'Screens/ProfilePage/NewOffersAlert',
  component: NewOffersAlert,
  // Taken as pages, so tall sections and their dialogs (portals) are captured whole.
  parameters: PAGE,
  decorators: [sectionFrame],
  args: { offers: NEW_OFFERS },
} satisfies Meta<typeof NewOffersAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Five offers on one bike: three shown, then "+2 more"; one on a part. */
export const SeveralItems: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'You have 6 new offers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Surly Cross-Check' })).toHaveAttribute(
      'href',
      '/items/bike/c0000000-0000-4000-8000-000000000001',
    );
    await expect(canvas.getByText('5 offers')).toBeVisible();
    await expect(canvas.getByText('Alex Kim')).toBeVisible();
    await expect(canvas.getByText('Dana Ortiz')).toBeVisible();
    await expect(canvas.queryByText('Lee Chen')).toBeNull();
    await expect(canvas.getByText('+2 more')).toBeVisible();
    await expect(canvas.getByText('$650.00')).toBeVisible();
    await expect(canvas.getByText('Chris King headset')).toBeVisible();
  },
};

export const ExactlyThree: Story = {
  args: { offers: NEW_OFFERS.slice(0, 3) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/more$/)).toBeNull();
  },
};

export const OneOffer: Story = {
  args: { offers: NEW_OFFERS.slice(5) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'You have a new offer' }),
    ).toBeVisible();
  },
};

/** Nothing to say: the alert is not there at all. */
export const NoOffers: Story = {
  args: { offers: [] },
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading')).toBeNull();
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
