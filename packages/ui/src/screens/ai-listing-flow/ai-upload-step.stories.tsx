import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AI_FLOW_MESSAGES, AI_MESSAGES, aiUploadGuidance } from '@pedalswap/domain/ai';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import { DARK, PHONE, padWhenFullscreen } from '../../stories/with-shell.tsx';
import { AiUploadStep } from './ai-upload-step.tsx';
import { IDLE_UPLOAD, REFUSALS, TOO_MANY, storyPhotos } from './fixtures.ts';

const meta = {
  title: 'Screens/AI Listing/UploadStep',
  component: AiUploadStep,
  // Taken as a page: the step is taller than a phone's screen.
  parameters: { layout: 'fullscreen' },
  decorators: [padWhenFullscreen],
  args: {
    ...IDLE_UPLOAD,
    guidance: aiUploadGuidance(),
    onAddFiles: fn(),
    onRetryUpload: fn(),
    onRemove: fn(),
    onAnalyze: fn(),
    onGuidanceFeedback: fn(),
  },
} satisfies Meta<typeof AiUploadStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const image = (name: string, type = 'image/jpeg') => new File([new Uint8Array(16)], name, { type });
const input = (el: HTMLElement) => within(el).getByLabelText('Add photos');

/** Nothing yet: the guidance cards, the trio and the drop zone; no Analyze button. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Full side view' })).toBeVisible();
    await expect(canvas.getByText('0 of 10 photos')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Analyze/ })).toBeNull();
    const picker = input(canvasElement);
    await expect(picker).toHaveAttribute('type', 'file');
    await expect(picker).toHaveAttribute('multiple');
    await expect(picker).toHaveAttribute('accept', 'image/*');
    // Every chosen file goes to the machine, which applies spec 2 §5.1.
    await userEvent.upload(picker, [image('side.jpg'), image('notes.pdf', 'application/pdf')], {
      applyAccept: false,
    });
    const files = (args.onAddFiles as ReturnType<typeof fn>).mock.calls[0]![0] as File[];
    await expect(files.map((f) => f.name)).toEqual(['side.jpg', 'notes.pdf']);
    // The trio: Helpful, OK, Not Helpful.
    await userEvent.click(canvas.getByRole('button', { name: 'Not Helpful' }));
    await expect(args.onGuidanceFeedback).toHaveBeenCalledWith('not_helpful');
  },
};

/** The drop zone is the label of a focusable file input: reached with Tab. */
export const KeyboardReachable: Story = {
  args: { onGuidanceFeedback: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(input(canvasElement)).toHaveFocus();
  },
};

export const WithPhotos: Story = {
  args: { photos: storyPhotos(4), uploadStatus: 'uploaded' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('4 of 10 photos')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Analyze 4 Photo(s) with AI' }));
    await expect(args.onAnalyze).toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove photo 2 of 4 (drivetrain.jpg)' }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith('ai-upload-2');
  },
};

/** One photo: the spec's button text, 'Photo(s)' as it is. */
export const OnePhoto: Story = {
  args: { photos: storyPhotos(1), uploadStatus: 'uploaded', guidanceFeedback: 'helpful' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Analyze 1 Photo(s) with AI' })).toBeVisible();
    await expect(canvas.getByText('Thanks for your feedback!')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Helpful' })).toBeNull();
  },
};

export const Uploading: Story = {
  args: { photos: storyPhotos(2), uploadStatus: 'uploading', uploadProgress: 45, pendingCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploading 3 photo(s)...')).toBeVisible();
    await expect(canvas.getByText('45%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(input(canvasElement)).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: 'Remove photo 1 of 2 (side-view.jpg)' }),
    ).toBeDisabled();
  },
};

/** Analyze pressed while uploading: the machine's notice (spec 2 §5.1). */
export const StillUploading: Story = {
  args: {
    ...Uploading.args,
    notice: {
      title: AI_FLOW_MESSAGES.noPhotosUploadedTitle,
      message: ITEM_MESSAGES.photosNotFinished,
    },
  },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByText(/Please wait for photos to finish uploading\./),
    ).toBeVisible(),
};

/** spec 2 §8.3: 'Upload Failed', the files kept for a retry. */
export const UploadFailed: Story = {
  args: { photos: storyPhotos(1), uploadStatus: 'error', pendingCount: 2 },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Upload Failed')).toBeVisible();
    await expect(alert.getByText(/Failed to upload images\. Please try again\./)).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryUpload).toHaveBeenCalled();
  },
};

/**
 * The service refused the upload (issue 24 item 2): its words after 'Upload Failed', Try again,
 * and the way on to manual entry with the photos kept.
 */
export const ServiceRefused: Story = {
  args: {
    uploadStatus: 'error',
    pendingCount: 3,
    uploadFailure: AI_MESSAGES.maintenance,
    onManualEntry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText(/AI analysis is under maintenance\./)).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Enter the details yourself' }));
    await expect(args.onManualEntry).toHaveBeenCalled();
    await expect(within(canvasElement).getByText('0 of 10 photos')).toBeVisible();
  },
};
export const PhoneServiceRefused: Story = { ...ServiceRefused, globals: PHONE, play: undefined };

/**
 * A file the server refused left the queue with its message; the next one was stored (issue 24
 * item 2): the count is the stored photos.
 */
export const ServerRefusedFile: Story = {
  args: {
    photos: storyPhotos(1),
    uploadStatus: 'uploaded',
    refusals: [{ title: ITEM_MESSAGES.notAnImageTitle, message: AI_MESSAGES.notAnImage('x.jpg') }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid file type: x.jpg is not an image',
    );
    await expect(canvas.getByText('1 of 10 photos')).toBeVisible();
  },
};
export const PhoneServerRefusedFile: Story = {
  ...ServerRefusedFile,
  globals: PHONE,
  play: undefined,
};

/** spec 2 §5.1: each refused file with its title and message. */
export const Refusals: Story = {
  args: { photos: storyPhotos(2), uploadStatus: 'uploaded', refusals: REFUSALS },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByText('Invalid file type')).toBeVisible();
    await expect(alert.getByText(/receipt\.pdf is not an image/)).toBeVisible();
    await expect(alert.getByText('File too large')).toBeVisible();
    await expect(alert.getByText(/panorama\.jpg is too large \(max 10MB\)/)).toBeVisible();
  },
};

/** Three chosen with nine stored: one fits (now uploading), the rest refused. */
export const TooManyPhotos: Story = {
  args: {
    photos: storyPhotos(9),
    uploadStatus: 'uploading',
    uploadProgress: 20,
    pendingCount: 1,
    refusals: TOO_MANY,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = within(canvas.getByRole('alert'));
    await expect(alert.getByText('Too many photos')).toBeVisible();
    await expect(alert.getByText(/You can upload a maximum of 10 photos\./)).toBeVisible();
    // Nine stored and one on its way: no room, the drop zone gives way to a note.
    await expect(canvas.queryByLabelText('Add photos')).toBeNull();
    await expect(canvas.getByText(/maximum of 10 photos\. Remove one/)).toBeVisible();
  },
};

/** Development builds pass onSample (spec 2 §2.4's sample button). */
export const WithSampleButton: Story = {
  args: { onSample: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Use sample photos (development only)' }),
    );
    await expect(args.onSample).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: PHONE,
  args: { photos: storyPhotos(3), uploadStatus: 'uploaded' },
};
export const PhoneEmpty: Story = { globals: PHONE };
export const Dark: Story = {
  globals: DARK,
  args: { photos: storyPhotos(3), uploadStatus: 'uploaded', refusals: REFUSALS },
};
