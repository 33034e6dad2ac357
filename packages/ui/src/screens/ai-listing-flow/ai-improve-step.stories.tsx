import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE, padWhenFullscreen } from '../../stories/with-shell.tsx';
import { AiImproveStep } from './ai-improve-step.tsx';
import { IDLE_UPLOAD, SUGGESTIONS, storyPhotos } from './fixtures.ts';

const meta = {
  title: 'Screens/AI Listing/ImproveStep',
  component: AiImproveStep,
  parameters: { layout: 'fullscreen' },
  decorators: [padWhenFullscreen],
  args: {
    ...IDLE_UPLOAD,
    photos: storyPhotos(4),
    uploadStatus: 'uploaded',
    suggestions: SUGGESTIONS,
    onAddFiles: fn(),
    onRetryUpload: fn(),
    onReanalyze: fn(),
  },
} satisfies Meta<typeof AiImproveStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The result's suggestions: field, confidence against the one needed, the photo to take. */
export const Suggestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: 'Suggested photos' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(3);
    await expect(list.getByRole('heading', { name: 'Brand' })).toBeVisible();
    await expect(list.getByText('High priority')).toBeVisible();
    await expect(list.getByText('Confidence 42%, needs 80%')).toBeVisible();
    await expect(list.getByText('Frame decals')).toBeVisible();
    await expect(list.getByText(/logo on the down tube/)).toBeVisible();
    await expect(list.getByRole('progressbar', { name: 'Year confidence' })).toBeVisible();
    // Improve Photos adds photos; it removes none.
    await expect(canvas.queryByRole('button', { name: /Remove photo/ })).toBeNull();
    await userEvent.upload(canvas.getByLabelText('Add photos'), [
      new File([new Uint8Array(8)], 'decal.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(args.onAddFiles).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Re-analyze' }));
    await expect(args.onReanalyze).toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { uploadStatus: 'uploading', uploadProgress: 70, pendingCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('70%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Re-analyze' })).toBeDisabled();
  },
};

export const UploadFailed: Story = {
  args: { uploadStatus: 'error', pendingCount: 1 },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Upload Failed')).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryUpload).toHaveBeenCalled();
  },
};

export const NoSuggestions: Story = { args: { suggestions: [] } };

/** Waiting for aiImprovementSuggestions (issue 24 item 4). */
export const LoadingSuggestions: Story = {
  args: { suggestions: [], loadingSuggestions: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Finding the photos that would help most...'),
    ).toBeVisible();
  },
};
export const PhoneLoadingSuggestions: Story = {
  ...LoadingSuggestions,
  globals: PHONE,
  play: undefined,
};

export const Phone: Story = { globals: PHONE };
