import { Box } from '@radix-ui/themes';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { ItemImage } from '../../components/item-card/item-display.ts';
import { fixturePhotos } from '../../components/item-card/fixtures.ts';
import type { PhotoOptions } from '../../components/item-card/placeholder-photos.ts';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import { GALLERY_THUMBNAILS, ItemGallery } from './item-gallery.tsx';

/** Twelve distinct shots, so every screenshot shows which photo is where. */
const SHOTS: readonly PhotoOptions[] = [
  { subject: 'gravel', scene: 'forest', color: '#2563eb' },
  { subject: 'gravel', scene: 'dawn', color: '#2563eb' },
  { subject: 'wheel', scene: 'studio' },
  { subject: 'cog', scene: 'drizzle' },
  { subject: 'gravel', scene: 'alpine', color: '#2563eb' },
  { subject: 'gravel', scene: 'dusk', color: '#2563eb' },
  { subject: 'wheel', scene: 'drizzle' },
  { subject: 'cog', scene: 'studio' },
  { subject: 'gravel', scene: 'drizzle', color: '#2563eb' },
  { subject: 'gravel', scene: 'forest', color: '#2563eb', width: 360, height: 480 },
  { subject: 'bag', scene: 'studio', color: '#334155' },
  { subject: 'light', scene: 'dusk', color: '#1f2937' },
];

/** `count` photos as the API sends them: the first one primary. */
const photos = (count: number): ItemImage[] => fixturePhotos('straggler', SHOTS.slice(0, count));

const NAME = 'Surly Straggler';
const ONE = photos(1);
const FOUR = photos(4);
/** A hand-built list whose primary photo is the third: the gallery still leads with it. */
const FOUR_PRIMARY_THIRD: ItemImage[] = FOUR.map((image, i) => ({ ...image, isPrimary: i === 2 }));
const TEN = photos(10);
const TWELVE = photos(12);

const meta = {
  title: 'Screens/Items/ItemGallery',
  component: ItemGallery,
  // Taken as a page: the full-size dialog lives in a portal outside the canvas.
  parameters: { layout: 'fullscreen' },
  // As wide as the item page's photo column.
  decorators: [
    (Story) => (
      <Box p="5">
        <div style={{ width: 'min(640px, 100%)' }}>
          <Story />
        </div>
      </Box>
    ),
  ],
  args: { images: TEN, name: NAME },
} satisfies Meta<typeof ItemGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const view = (i: number, of: number) => `View ${NAME}, photo ${i} of ${of} full size`;
const thumbnails = (el: HTMLElement) =>
  within(within(el).getByRole('list', { name: 'More photos' })).getAllByRole('button');
const dialog = () => screen.findByRole('dialog', { name: NAME });
/** The dialog's strip of every photo (hidden from assistive technology, for the pointer). */
const strip = (d: HTMLElement) => [...d.querySelectorAll<HTMLButtonElement>('[data-active]')];
const closed = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

/** No photos yet: one drawn placeholder, named for screen readers, nothing to open. */
export const NoPhotos: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('img', { name: `No photos of ${NAME} yet` })).toBeVisible();
    await expect(c.getByText('No photos yet')).toBeVisible();
    await expect(c.queryByRole('button')).toBeNull();
    await expect(c.queryByRole('list', { name: 'More photos' })).toBeNull();
  },
};

/** One photo: no thumbnails; the dialog has no previous/next buttons and no strip. */
export const OnePhoto: Story = {
  args: { images: ONE },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('button')).toHaveLength(1);
    await expect(c.queryByRole('list', { name: 'More photos' })).toBeNull();
    await expect(c.getByText('View full size')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: view(1, 1) }));
    const d = await dialog();
    await expect(d).toHaveAccessibleDescription('Photo 1 of 1');
    await expect(within(d).getByRole('img', { name: `${NAME}, photo 1 of 1` })).toBeVisible();
    await expect(within(d).queryByRole('button', { name: 'Next photo' })).toBeNull();
    await expect(strip(d)).toHaveLength(0);
    await userEvent.click(within(d).getByRole('button', { name: 'Close' }));
    await closed();
    await expect(c.getByRole('button', { name: view(1, 1) })).toHaveFocus();
  },
};

/** A few photos: the primary large, the rest as thumbnails; the primary leads wherever it is. */
export const SeveralPhotos: Story = {
  args: { images: FOUR_PRIMARY_THIRD },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(thumbnails(canvasElement)).toHaveLength(3);
    await expect(c.getByText('4 photos')).toBeVisible();
    const primary = c.getByRole('button', { name: view(1, 4) });
    await expect(primary.querySelector('img')).toHaveAttribute(
      'src',
      FOUR_PRIMARY_THIRD[2]!.imageUrl,
    );
    await expect(thumbnails(canvasElement).map((b) => b.getAttribute('aria-label'))).toEqual([
      view(2, 4),
      view(3, 4),
      view(4, 4),
    ]);
  },
};

/** Ten photos, the most a listing holds: the primary plus 9 thumbnails. */
export const TenPhotos: Story = {
  play: async ({ canvasElement }) => {
    await expect(thumbnails(canvasElement)).toHaveLength(GALLERY_THUMBNAILS);
    await expect(within(canvasElement).getByText('10 photos')).toBeVisible();
  },
};

/** More than ten photos (an old listing): still 9 thumbnails; the rest are not offered. */
export const MoreThanNinePhotos: Story = {
  args: { images: TWELVE },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(thumbnails(canvasElement)).toHaveLength(9);
    await expect(c.getAllByRole('button')).toHaveLength(10);
    await expect(c.getByRole('button', { name: view(10, 10) })).toBeVisible();
    await expect(c.queryByRole('button', { name: /of 12/ })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: view(10, 10) }));
    const d = await dialog();
    await expect(d).toHaveAccessibleDescription('Photo 10 of 10');
    await expect(strip(d)).toHaveLength(10);
    // Stepping on from the last photo loops to the first, never to the 11th.
    await userEvent.keyboard('{ArrowRight}');
    await expect(d).toHaveAccessibleDescription('Photo 1 of 10');
  },
};

/** A thumbnail opens the dialog on its own photo, marked in the strip; the strip picks another. */
export const SelectedThumbnail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: view(4, 10) }));
    const d = await dialog();
    await expect(d).toHaveAccessibleDescription('Photo 4 of 10');
    await expect(strip(d)[3]).toHaveAttribute('data-active', 'true');
    await userEvent.click(strip(d)[6]!);
    await expect(d).toHaveAccessibleDescription('Photo 7 of 10');
    await expect(within(d).getByRole('img', { name: `${NAME}, photo 7 of 10` })).toBeVisible();
    await expect(within(d).getByText('7 / 10')).toBeVisible();
    await expect(strip(d).filter((b) => b.dataset.active === 'true')).toEqual([strip(d)[6]]);
  },
};

/** The primary image opens the full-size dialog by click; the buttons step and loop. */
export const FullSizeDialog: Story = {
  play: async ({ canvasElement }) => {
    const primary = within(canvasElement).getByRole('button', { name: view(1, 10) });
    await userEvent.click(primary);
    const d = await dialog();
    await expect(d).toHaveAccessibleDescription('Photo 1 of 10');
    await expect(within(d).getByRole('img', { name: `${NAME}, photo 1 of 10` })).toBeVisible();
    await userEvent.click(within(d).getByRole('button', { name: 'Previous photo' }));
    await expect(d).toHaveAccessibleDescription('Photo 10 of 10');
    await userEvent.click(within(d).getByRole('button', { name: 'Next photo' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Next photo' }));
    await expect(d).toHaveAccessibleDescription('Photo 2 of 10');
    await userEvent.click(within(d).getByRole('button', { name: 'Previous photo' }));
    await expect(within(d).getByText('1 / 10')).toBeVisible();
    await expect(within(d).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** Keyboard only: Tab to a photo, Enter or Space opens it, arrows step, Escape closes. */
export const FullSizeDialogByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.tab();
    await expect(c.getByRole('button', { name: view(1, 10) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const d = await dialog();
    await expect(d).toHaveAccessibleDescription('Photo 1 of 10');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(d).toHaveAccessibleDescription('Photo 10 of 10');
    await userEvent.keyboard('{Escape}');
    await closed();
    // Focus goes back to the photo that opened it.
    await expect(c.getByRole('button', { name: view(1, 10) })).toHaveFocus();

    await userEvent.tab();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: view(3, 10) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(await dialog()).toHaveAccessibleDescription('Photo 3 of 10');
    await userEvent.keyboard('{ArrowRight}');
    await expect(await dialog()).toHaveAccessibleDescription('Photo 4 of 10');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(c.getByRole('button', { name: view(3, 10) })).toHaveFocus();
  },
};

/** Phones: the thumbnails become a strip that scrolls sideways. */
export const Phone: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await expect(thumbnails(canvasElement)).toHaveLength(9);
    const list = within(canvasElement).getByRole('list', { name: 'More photos' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
  },
};

export const PhoneFullSizeDialog: Story = {
  globals: PHONE,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: view(2, 10) }));
    const d = await dialog();
    await expect(d).toHaveAccessibleDescription('Photo 2 of 10');
    await expect(within(d).getByRole('button', { name: 'Next photo' })).toBeVisible();
  },
};

export const PhoneNoPhotos: Story = {
  globals: PHONE,
  args: { images: [] },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByRole('img', { name: `No photos of ${NAME} yet` }),
    ).toBeVisible(),
};

export const Dark: Story = {
  globals: DARK,
  play: async ({ canvasElement }) => expect(thumbnails(canvasElement)).toHaveLength(9),
};

export const DarkNoPhotos: Story = {
  globals: DARK,
  args: { images: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('No photos yet')).toBeVisible(),
};

export const DarkFullSizeDialog: Story = {
  globals: DARK,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: view(5, 10) }));
    await expect(await dialog()).toHaveAccessibleDescription('Photo 5 of 10');
  },
};
