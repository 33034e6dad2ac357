import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { photoTipsFor } from '@pedalswap/domain/item-messages';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import {
  addPhotos,
  dragPhotos,
  removePhoto,
  setPrimaryPhoto,
  uploadPrimaryIndex,
  type EditorPhoto,
} from './editor-photos.ts';
import { PHOTOS, TEN_PHOTOS, storyPhotoFor } from './fixtures.ts';
import { PhotoUploader, type PhotoUploaderProps } from './photo-uploader.tsx';

/** The uploader with its list kept in state, applying the editor-photos rules as the app does. */
function StatefulUploader(args: PhotoUploaderProps) {
  const [photos, setPhotos] = useState<readonly EditorPhoto[]>(args.photos);
  return (
    <div style={{ width: 'min(760px, 100%)' }}>
      <PhotoUploader
        {...args}
        photos={photos}
        onAddFiles={(files) => {
          setPhotos((list) =>
            addPhotos(
              list,
              files.map((f, i) => storyPhotoFor(f, list.length + i)),
            ),
          );
          args.onAddFiles(files);
        }}
        onReorder={(ids) => {
          setPhotos((list) => dragPhotos(list, ids));
          args.onReorder(ids);
        }}
        onSetPrimary={(id) => {
          setPhotos((list) => setPrimaryPhoto(list, id));
          args.onSetPrimary(id);
        }}
        onRemove={(id) => {
          setPhotos((list) => removePhoto(list, id));
          args.onRemove(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Screens/Listing/PhotoUploader',
  component: PhotoUploader,
  render: (args) => <StatefulUploader {...args} />,
  args: {
    photos: PHOTOS.bike,
    onAddFiles: fn(),
    onReorder: fn(),
    onSetPrimary: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof PhotoUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

const image = (name: string, bytes = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type });
const input = (el: HTMLElement) => within(el).getByLabelText('Add photos');

export const Tips: Story = {
  args: { photos: [], tips: photoTipsFor('bike') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Photo tips')).toBeVisible();
    await expect(canvas.getByText('0 of 10 photos')).toBeVisible();
    await expect(canvas.getByText(/PNG or JPG, up to 10 MB each/)).toBeVisible();
  },
};

export const WithPhotos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 of 10 photos')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Primary')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Photo 1 of 4 is primary' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const AddsPhotos: Story = {
  args: { photos: [], tips: photoTipsFor('bike') },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), [
      image('side.jpg'),
      image('decal.png', 10, 'image/png'),
    ]);
    await expect(args.onAddFiles).toHaveBeenCalledTimes(1);
    const files = (args.onAddFiles as ReturnType<typeof fn>).mock.calls[0]![0] as File[];
    await expect(files.map((f) => f.name)).toEqual(['side.jpg', 'decal.png']);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 10 photos')).toBeVisible();
    // The first photo becomes primary when none is (addPhotos, as the app applies it).
    await expect(canvas.getByRole('button', { name: 'Photo 1 of 2 is primary' })).toBeVisible();
    await expect(canvas.queryByText('Photo tips')).toBeNull();
  },
};

/** Image-only and 10 MB per file (spec 2 §5.1), with the uploader's titles and messages. */
export const RefusesFiles: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(
      input(canvasElement),
      [
        image('receipt.pdf', 100, 'application/pdf'),
        image('huge.jpg', 10 * 1024 * 1024 + 1),
        image('ok.jpg'),
      ],
      { applyAccept: false },
    );
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Invalid file type')).toBeVisible();
    await expect(alert.getByText(/receipt\.pdf is not an image/)).toBeVisible();
    await expect(alert.getByText('File too large')).toBeVisible();
    await expect(alert.getByText(/huge\.jpg is too large \(max 10MB\)/)).toBeVisible();
    const files = (args.onAddFiles as ReturnType<typeof fn>).mock.calls[0]![0] as File[];
    await expect(files.map((f) => f.name)).toEqual(['ok.jpg']);
  },
};

export const TooManyPhotos: Story = {
  args: { photos: TEN_PHOTOS.slice(0, 8) },
  play: async ({ canvasElement, args }) => {
    await userEvent.upload(input(canvasElement), [image('a.jpg'), image('b.jpg'), image('c.jpg')]);
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Too many photos')).toBeVisible();
    await expect(alert.getByText(/You can upload a maximum of 10 photos\./)).toBeVisible();
    const files = (args.onAddFiles as ReturnType<typeof fn>).mock.calls[0]![0] as File[];
    await expect(files.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    // At the limit the drop zone hides (spec 2 §5.1).
    await expect(within(canvasElement).queryByLabelText('Add photos')).toBeNull();
  },
};

export const LimitReached: Story = {
  args: { photos: TEN_PHOTOS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('10 of 10 photos')).toBeVisible();
    await expect(canvas.queryByLabelText('Add photos')).toBeNull();
    await expect(canvas.getByText(/maximum of 10 photos\. Remove one/)).toBeVisible();
    // Deleting one makes room again.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete photo 10 of 10' }));
    await expect(canvas.getByLabelText('Add photos')).toBeInTheDocument();
  },
};

export const Uploading: Story = {
  args: {
    busy: true,
    photos: [
      ...PHOTOS.bike.slice(0, 2),
      { ...storyPhotoFor(image('drive-side.jpg'), 2), uploading: true },
      { ...storyPhotoFor(image('decal.jpg'), 3), uploading: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Uploading...')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  },
};

/** The image-upload call's messages (spec 2 §5.1), as the app passes the server's answer. */
export const UploadNeedsAnImage: Story = {
  args: { error: 'At least one image is required' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'At least one image is required',
    ),
};

export const UploadInvalidPrimary: Story = {
  args: { error: 'Invalid primary image index' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid primary image index',
    ),
};

export const UploadFailed: Story = {
  args: { error: 'Failed to upload photos. Please try again.' },
};

/**
 * Space picks the photo up, each arrow press moves it one slot (issue 10 item 5: the 25 px step
 * of spec 1 §9 needed about five presses a slot), Space drops it. The photo that lands first is
 * the cover: it becomes primary.
 */
export const ReorderByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Reorder photo 1 of 4' });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    const [ids] = (args.onReorder as ReturnType<typeof fn>).mock.calls[0]! as [string[]];
    await expect(ids).toEqual(['bike-2', 'bike-1', 'bike-3', 'bike-4']);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Photo 1 of 4 is primary' })).toBeVisible(),
    );

    // Two presses, two slots.
    canvas.getByRole('button', { name: 'Reorder photo 1 of 4' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(2));
    const [again] = (args.onReorder as ReturnType<typeof fn>).mock.calls[1]! as [string[]];
    await expect(again).toEqual(['bike-1', 'bike-3', 'bike-2', 'bike-4']);
  },
};

export const ReorderCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const handle = within(canvasElement).getByRole('button', { name: 'Reorder photo 2 of 4' });
    handle.focus();
    await userEvent.keyboard(' ');
    for (let i = 0; i < 8; i++) await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Escape}');
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};

/** Primary selection, deletion marks on existing photos, outright removal of new ones. */
export const PrimaryAndDelete: Story = {
  args: {
    photos: [...PHOTOS.bike.slice(0, 3), storyPhotoFor(image('new-detail.jpg'), 3)],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make photo 3 of 4 primary' }));
    await expect(args.onSetPrimary).toHaveBeenCalledWith('bike-3');
    // The primary leads, as the server lists it (issue 10 item 5).
    await expect(canvas.getByRole('button', { name: 'Photo 1 of 4 is primary' })).toBeVisible();

    // The primary photo is marked for deletion: the first remaining one becomes primary.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete photo 1 of 4' }));
    await expect(args.onRemove).toHaveBeenCalledWith('bike-3');
    await expect(canvas.getByText('Will be deleted')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Photo 1 of 4 is primary' })).toBeVisible();
    await expect(canvas.getByText('3 of 10 photos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep photo 2 of 4' }));
    await expect(canvas.queryByText('Will be deleted')).toBeNull();

    // A new photo goes outright.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete photo 4 of 4' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(uploadPrimaryIndex([storyPhotoFor(image('x.jpg'), 0)])).toBeNull();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByLabelText('Add photos')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Reorder/ })).toBeNull();
  },
};

export const Dark: Story = { globals: DARK };
export const DarkTips: Story = { globals: DARK, args: { photos: [], tips: photoTipsFor('bike') } };
export const Phone: Story = { globals: PHONE };
