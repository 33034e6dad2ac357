import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { SURLY_STRAGGLER, TREK_FUEL } from '../item-card/fixtures.ts';
import { DARK } from '../../stories/with-shell.tsx';
import { ImageCarousel } from './image-carousel.tsx';

const meta = {
  title: 'Components/ImageCarousel',
  component: ImageCarousel,
  args: {
    images: SURLY_STRAGGLER.images,
    label: 'Photos of Surly Straggler',
    alt: 'Surly Straggler',
    onIndexChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 'min(480px, 100%)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ImageCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

const currentSlide = (el: HTMLElement) =>
  within(el)
    .getAllByRole('group', { hidden: true })
    .find((g) => g.getAttribute('aria-roledescription') === 'slide' && g.ariaHidden === 'false');

/** Buttons, arrow keys and swipes all loop: after the last photo comes the first. */
export const Loops: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Photos of Surly Straggler' })).toBeVisible();
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await expect(canvas.getByRole('img', { name: 'Surly Straggler, photo 1 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous photo' }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 3');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('2 of 3');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('3 of 3');
    // A swipe to the left shows the next photo.
    const carousel = canvas.getByRole('group', { name: 'Photos of Surly Straggler' });
    fireEvent.pointerDown(carousel, { clientX: 300, clientY: 100 });
    fireEvent.pointerUp(carousel, { clientX: 200, clientY: 104 });
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('1 of 3');
  },
};

/** The item page's main photo: a button that opens the full-size view. */
export const Opens: Story = {
  args: {
    images: TREK_FUEL.images,
    label: 'Photos of Trek Fuel EX 8',
    alt: 'Trek Fuel EX 8',
    onOpen: fn(),
    size: '2',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(
      canvas.getByRole('button', { name: 'View Trek Fuel EX 8, photo 2 of 10 full size' }),
    );
    await expect(args.onOpen).toHaveBeenCalledWith(1);
  },
};

export const SinglePhoto: Story = {
  args: { images: SURLY_STRAGGLER.images.slice(0, 1) },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).queryByRole('button', { name: 'Next photo' })).toBeNull(),
};

export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: 'Photos of Surly Straggler' }),
    ).toHaveTextContent('No photos yet');
  },
};

export const Dark: Story = { globals: DARK };
export const DarkNoPhotos: Story = { globals: DARK, args: { images: [] } };
