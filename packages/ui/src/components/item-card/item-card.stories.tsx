import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import {
  KONA_HONZO,
  LEZYNE_LIGHT,
  SHOWERS_PASS,
  TREK_FUEL,
  TURBO_VADO,
  XT_CASSETTE,
} from './fixtures.ts';
import { ItemCard, ItemCardSkeleton } from './item-card.tsx';

const meta = {
  title: 'Components/ItemCard',
  component: ItemCard,
  args: { item: TREK_FUEL },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(360px, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ItemCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bike: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByRole('heading', { name: 'Trek Fuel EX 8' })).toBeVisible();
    await expect(card.getByText('Trek · 2022')).toBeVisible();
    await expect(card.getByText('$2,850.00')).toBeVisible();
    await expect(card.getByText('Bike')).toBeVisible();
    await expect(card.getByText('Mountain Bike')).toBeVisible();
    await expect(card.getByText('Portland, OR')).toBeVisible();
    await expect(card.getByText('Maya Okafor')).toBeVisible();
    await expect(card.getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/items/bike/${TREK_FUEL.id}`,
    );
    // The carousel loops: back from the first photo is the last one.
    const carousel = card.getByRole('group', { name: 'Photos of Trek Fuel EX 8' });
    const current = () =>
      within(carousel)
        .getAllByRole('group', { hidden: true })
        .find((slide) => slide.getAttribute('aria-hidden') === 'false');
    await expect(current()).toHaveAccessibleName('1 of 10');
    await userEvent.click(card.getByRole('button', { name: 'Previous photo' }));
    await expect(current()).toHaveAccessibleName('10 of 10');
    await userEvent.click(card.getByRole('button', { name: 'Next photo' }));
    await expect(current()).toHaveAccessibleName('1 of 10');
  },
};

export const Part: Story = {
  args: { item: XT_CASSETTE },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Part')).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      `/items/part/${XT_CASSETTE.id}`,
    );
  },
};
export const Accessory: Story = { args: { item: LEZYNE_LIGHT } };
export const Gear: Story = { args: { item: SHOWERS_PASS } };

export const TradeOnly: Story = {
  args: { item: TURBO_VADO },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Trade only')).toBeVisible(),
};

export const NoPhotosAnonymous: Story = {
  args: { item: KONA_HONZO },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('No photos yet')).toBeVisible();
    await expect(card.getByText('Anonymous')).toBeVisible();
    await expect(card.queryByRole('button', { name: 'Next photo' })).toBeNull();
  },
};

export const Loading: Story = { render: () => <ItemCardSkeleton /> };
export const Dark: Story = { globals: DARK };
export const DarkGear: Story = { globals: DARK, args: { item: SHOWERS_PASS } };
export const Phone: Story = { globals: PHONE };
