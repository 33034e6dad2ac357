import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MANAGER, MEMBER } from '../../shell/fixtures.ts';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { addPhotos, dragPhotos, removePhoto, setPrimaryPhoto } from './editor-photos.ts';
import {
  EMPTY_BIKE_FORM,
  FILLED,
  MEMBER_DRAFT_ACTIONS,
  PENDING_REVIEW_ACTIONS,
  PHOTOS,
  PUBLISHED_ACTIONS,
  STAFF_DRAFT_ACTIONS,
  STORY_NOW,
  storyPhotoFor,
} from './fixtures.ts';
import * as css from './listing-editor.css.ts';
import { ListingEditor, type ListingEditorProps } from './listing-editor.tsx';
import { autosavePayload, listingPayload, parsePrice, parseYear } from './listing-form.ts';

/** The editor with its form and photos kept in state, as the app keeps them. */
function StatefulEditor(args: ListingEditorProps) {
  const [values, setValues] = useState(args.values);
  const [photos, setPhotos] = useState(args.photos);
  return (
    <ListingEditor
      {...args}
      values={values}
      photos={photos}
      onChange={(next) => {
        setValues(next);
        args.onChange(next);
      }}
      onAddPhotos={(files) => {
        setPhotos((list) =>
          addPhotos(
            list,
            files.map((f, i) => storyPhotoFor(f, list.length + i)),
          ),
        );
        args.onAddPhotos(files);
      }}
      onReorderPhotos={(ids) => {
        setPhotos((list) => dragPhotos(list, ids));
        args.onReorderPhotos(ids);
      }}
      onSetPrimaryPhoto={(id) => {
        setPhotos((list) => setPrimaryPhoto(list, id));
        args.onSetPrimaryPhoto(id);
      }}
      onRemovePhoto={(id) => {
        setPhotos((list) => removePhoto(list, id));
        args.onRemovePhoto(id);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Listing/ListingEditor',
  component: ListingEditor,
  parameters: { layout: 'fullscreen' },
  // The shell around the page: its path and member come from the story's parameters.
  decorators: [
    (Story, context) =>
      withShell(
        context.parameters.shellPath ?? '/list-item/bike',
        context.parameters.shellUser ?? MEMBER,
      )(Story, context),
  ],
  render: (args) => <StatefulEditor {...args} />,
  args: {
    mode: 'edit',
    itemType: 'bike',
    status: 'draft',
    values: FILLED.bike,
    photos: PHOTOS.bike,
    now: STORY_NOW,
    onChange: fn(),
    onAddPhotos: fn(),
    onReorderPhotos: fn(),
    onSetPrimaryPhoto: fn(),
    onRemovePhoto: fn(),
    onAnalyzeWithAI: fn(),
    onRetrySave: fn(),
    onAction: fn(),
    onDismissError: fn(),
    autosave: { status: 'idle' },
    allowedActions: MEMBER_DRAFT_ACTIONS,
  },
} satisfies Meta<typeof ListingEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);
const NEW = { mode: 'new', status: null, autosave: undefined, allowedActions: [] } as const;

// ── new listing ─────────────────────────────────────────────────────────────────────────────

export const NewEmpty: Story = {
  args: { ...NEW, values: EMPTY_BIKE_FORM, photos: [] },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Bike' })).toBeVisible();
    for (const tip of [
      'Full side view',
      'Close-up of brand/model decals',
      'Component details',
      'Any wear or damage',
    ])
      await expect(page.getByText(tip)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Analyze with AI' })).toBeDisabled();
    await expect(page.getByText('Please upload at least one photo to analyze')).toBeVisible();
    // Status, autosave and actions are edit-mode only.
    await expect(page.queryByRole('region', { name: 'Listing status' })).toBeNull();
    await expect(page.queryByRole('heading', { name: 'Item Details' })).toBeNull();
    await expect(page.getByText(/agree to connect with other PedalSwap members/)).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Add More Details' }));
    await expect(page.getByRole('heading', { name: 'Item Details' })).toBeVisible();
    // The member's default location is prefilled.
    await expect(page.getByRole('textbox', { name: 'Location' })).toHaveValue('Portland, OR');
    await expect(page.getByRole('heading', { name: 'Bike Attributes' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Bike name' }), 'Ko');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ name: 'Ko' }));
  },
};

export const NewWithPhotos: Story = {
  args: { ...NEW, values: EMPTY_BIKE_FORM, photos: PHOTOS.bike.slice(0, 2) },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.queryByText('Photo tips')).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Analyze with AI' }));
    await expect(args.onAnalyzeWithAI).toHaveBeenCalledTimes(1);
  },
};

/** Photos chosen before the draft exists wait, shown as uploading, while it is created. */
export const NewCreatingDraft: Story = {
  args: {
    ...NEW,
    values: EMPTY_BIKE_FORM,
    photos: PHOTOS.bike.slice(0, 2).map((p) => ({ ...p, uploading: true })),
    photosBusy: true,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getAllByText('Uploading...')).toHaveLength(2);
    await expect(page.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  },
};

/** The draft could not be created (spec 2 §8.2): the message, and the photos wait for a retry. */
export const NewCreateFailed: Story = {
  args: {
    ...NEW,
    values: EMPTY_BIKE_FORM,
    photos: PHOTOS.bike.slice(0, 2),
    error: 'Failed to create listing. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Failed to create listing. Please try again.',
    );
    await expect(page.queryByText('Uploading...')).toBeNull();
    await expect(page.getByRole('button', { name: 'Choose photos' })).toBeEnabled();
  },
};

export const NewAnalyzing: Story = {
  args: { ...NEW, values: EMPTY_BIKE_FORM, photos: PHOTOS.bike.slice(0, 2), analyzing: true },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('button', { name: /Preparing analysis/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Choose photos' })).toBeDisabled();
  },
};

export const NewGearDetailsOpen: Story = {
  args: {
    ...NEW,
    itemType: 'gear',
    values: { ...EMPTY_BIKE_FORM, location: 'Vancouver, BC' },
    photos: [],
    onAnalyzeWithAI: undefined,
    defaultDetailsOpen: true,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'List Your Gear' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Analyze with AI' })).toBeNull();
    await expect(page.getByRole('heading', { name: 'Gear Attributes' })).toBeVisible();
  },
};

// ── filled, per type ────────────────────────────────────────────────────────────────────────

export const EditBike: Story = {
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Bike Listing' })).toBeVisible();
    const status = within(page.getByRole('region', { name: 'Listing status' }));
    await expect(status.getByText('Draft')).toBeVisible();
    await expect(status.getByText('Changes save automatically')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for Review' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Publish to Catalog' })).toBeNull();
    await expect(page.getByLabelText('Gearing')).toHaveValue('1x10 Shimano Deore');

    await userEvent.type(page.getByLabelText('Model'), ' SE');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ model: 'Marlin 7 SE', name: 'Trek Marlin 7 trail hardtail' }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Submit for Review' }));
    await expect(args.onAction).toHaveBeenCalledWith('submit');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onAction).toHaveBeenCalledWith('save');
  },
};

export const EditPart: Story = {
  args: { itemType: 'part', values: FILLED.part, photos: PHOTOS.part, onAnalyzeWithAI: undefined },
  parameters: { shellPath: '/list-item/part/3f1c' },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Part Listing' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Part Attributes' })).toBeVisible();
    await expect(page.getByLabelText('Compatibility')).toHaveValue('Shimano 12-speed MTB');
    await userEvent.type(page.getByLabelText('Thread size'), 'BSA');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        attributes: expect.objectContaining({ thread_size: 'BSA' }),
      }),
    );
  },
};

export const EditAccessory: Story = {
  args: {
    itemType: 'accessory',
    values: FILLED.accessory,
    photos: PHOTOS.accessory,
    onAnalyzeWithAI: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    const waterproof = page.getByRole('switch', { name: 'Waterproof' });
    await expect(waterproof).toBeChecked();
    await userEvent.click(waterproof);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ attributes: expect.objectContaining({ waterproof: false }) }),
    );
  },
};

export const EditGear: Story = {
  args: { itemType: 'gear', values: FILLED.gear, photos: PHOTOS.gear, onAnalyzeWithAI: undefined },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { name: 'Gear Attributes' })).toBeVisible();
    await expect(page.getByText('3 of 10 features')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add feature' })).toBeVisible();
  },
};

/** Features: at most 10 entries; the add button disappears at the limit (spec 2 §3.3). */
export const GearFeatureLimit: Story = {
  args: { itemType: 'gear', values: FILLED.gear, photos: PHOTOS.gear, onAnalyzeWithAI: undefined },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    // Each add puts the focus on the new line, the tenth too (its button is gone then).
    for (let n = 4; n <= 10; n++) {
      await userEvent.click(page.getByRole('button', { name: 'Add feature' }));
      await expect(page.getByRole('textbox', { name: `Features ${n}` })).toHaveFocus();
    }
    await expect(page.getByText('10 of 10 features')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Add feature' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Remove feature 10' }));
    await expect(page.getByRole('textbox', { name: 'Features 9' })).toHaveFocus();
    await expect(page.getByRole('button', { name: 'Add feature' })).toBeVisible();
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const ChoosesOptions: Story = {
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('combobox', { name: 'Wheel size' }));
    const listbox = within(await screen.findByRole('listbox'));
    for (const size of ['20"', '24"', '26"', '27.5"', '29"', '700c', '650b', 'Other'])
      await expect(listbox.getByRole('option', { name: size })).toBeVisible();
    await userEvent.click(listbox.getByRole('option', { name: '27.5"' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ attributes: expect.objectContaining({ wheel_size: '27.5"' }) }),
    );
    await userEvent.click(page.getByRole('combobox', { name: 'Condition' }));
    const conditions = within(await screen.findByRole('listbox'));
    await expect(conditions.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Like New',
      'Excellent',
      'Good',
      'Fair',
      'Needs Work',
    ]);
    await userEvent.keyboard('{Escape}');
  },
};

// ── validation (spec 2 §5.2, §5.3, §9) ──────────────────────────────────────────────────────

const BLANK = { ...EMPTY_BIKE_FORM, location: '' };

export const ValidationRequired: Story = {
  args: { values: BLANK },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Submit for Review' }));
    const alert = within(await page.findByRole('alert'));
    for (const message of [
      'Bike name is required',
      'Brand is required',
      'Condition is required',
      'Description is required',
      'Location is required',
    ]) {
      await expect(alert.getByText(message)).toBeVisible();
      await expect(page.getAllByText(message)).toHaveLength(2);
    }
    await expect(args.onAction).not.toHaveBeenCalled();
    const name = page.getByRole('textbox', { name: 'Bike name' });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    // The field looks invalid too (its box has the red border), the select as well.
    await expect(name.closest('.rt-TextFieldRoot')).toHaveClass(css.invalid);
    await expect(page.getByRole('combobox', { name: 'Condition' })).toHaveClass(css.invalid);
    // Errors clear per field when it is edited, and so does the look.
    await userEvent.type(name, 'K');
    await expect(page.queryByText('Bike name is required')).toBeNull();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(name.closest('.rt-TextFieldRoot')).not.toHaveClass(css.invalid);
    await expect(alert.getByText('Brand is required')).toBeVisible();
  },
};

export const ValidationLengths: Story = {
  args: {
    values: {
      ...FILLED.bike,
      name: 'K',
      brand: 'T',
      description: 'Rides ok',
      location: 'P',
    },
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    for (const message of [
      'Bike name must be between 2 and 255 characters',
      'Brand must be between 2 and 100 characters',
      'Description must be between 10 and 2000 characters',
      'Location must be between 2 and 255 characters',
    ])
      await expect(page.getAllByText(message)).toHaveLength(2);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const ValidationYearAndPrice: Story = {
  args: { values: { ...FILLED.bike, year: '1850', salePrice: 'about 900 bucks' } },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Submit for Review' }));
    await expect(page.getAllByText('Year must be between 1900 and 2027')).toHaveLength(2);
    await expect(
      page.getAllByText('Price must be a number from 0 to 1,000,000 with at most two decimals'),
    ).toHaveLength(2);
    await expect(args.onAction).not.toHaveBeenCalled();
    // The parsing rules of spec 2 §5.2 behind those messages.
    await expect(parseYear('2021')).toBe(2021);
    await expect(parseYear('')).toBeUndefined();
    await expect(parsePrice('$1,250.50')).toBe(1250.5);
    await expect(parsePrice('')).toBeUndefined();
    await expect(parsePrice('cheap')).toBeNaN();
    await expect(listingPayload(FILLED.bike)).toMatchObject({ year: 2021, salePrice: 850 });
    // Autosave keeps the valid fields and leaves the wrong ones out.
    const partial = autosavePayload({ ...FILLED.bike, year: '1850', brand: '' }, 'bike', STORY_NOW);
    await expect(partial).toMatchObject({
      name: 'Trek Marlin 7 trail hardtail',
      model: 'Marlin 7',
    });
    await expect(partial).not.toHaveProperty('year');
    await expect(partial).not.toHaveProperty('brand');
  },
};

export const ValidationPartName: Story = {
  args: {
    itemType: 'part',
    values: { ...FILLED.part, name: '' },
    photos: PHOTOS.part,
    onAnalyzeWithAI: undefined,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Submit for Review' }));
    await expect(page.getAllByText('Part name is required')).toHaveLength(2);
  },
};

/** Field messages from the server's 400 details, shown until the field is edited. */
export const ServerFieldErrors: Story = {
  args: {
    error: 'Failed to update bike listing. Please try again.',
    errors: { brand: 'Brand must be between 2 and 100 characters' },
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Failed to update bike listing. Please try again.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Brand' })).toHaveAccessibleDescription(
      'Brand must be between 2 and 100 characters',
    );
    await userEvent.click(page.getByRole('button', { name: 'Dismiss error' }));
    await expect(args.onDismissError).toHaveBeenCalled();
  },
};

// ── autosave (spec 2 §4.3) ──────────────────────────────────────────────────────────────────

const status = (el: HTMLElement) => within(main(el).getByRole('status', { name: 'Autosave' }));

/**
 * Input a rule holds back (issue 10 item 2), as the page opens it after a reload (the form was
 * kept in local storage): each field says its rule at once, and the indicator names what the
 * server does not have.
 */
export const KeptBackInput: Story = {
  args: {
    values: { ...FILLED.bike, year: '1850', salePrice: 'abc', description: 'Tiny' },
    autosave: { status: 'idle', notSaved: ['Year', 'Sale price', 'Description'] },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Year must be between 1900 and 2027')).toBeVisible();
    await expect(
      page.getByText('Price must be a number from 0 to 1,000,000 with at most two decimals'),
    ).toBeVisible();
    await expect(
      page.getByText('Description must be between 10 and 2000 characters'),
    ).toBeVisible();
    await expect(
      status(canvasElement).getByText(/^Not saved: Year, Sale price, Description/),
    ).toBeVisible();
  },
};

/** A rule's message shows once the member leaves the field, and goes once the input passes. */
export const RuleMessageOnBlur: Story = {
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    const year = page.getByRole('textbox', { name: 'Year' });
    await userEvent.clear(year);
    await userEvent.type(year, '1850');
    // Still typing: not yet.
    await expect(page.queryByText('Year must be between 1900 and 2027')).toBeNull();
    await userEvent.tab();
    await expect(page.getByText('Year must be between 1900 and 2027')).toBeVisible();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(year);
    await userEvent.type(year, '1995');
    await expect(page.queryByText('Year must be between 1900 and 2027')).toBeNull();
    await userEvent.clear(year);
    await userEvent.type(year, '1850');
    await userEvent.tab();
  },
};

export const AutosaveUnsaved: Story = {
  args: { autosave: { status: 'idle', hasUnsavedChanges: true } },
  play: async ({ canvasElement }) =>
    expect(status(canvasElement).getByText('Unsaved changes')).toBeVisible(),
};

export const AutosaveSaving: Story = {
  args: { autosave: { status: 'saving', hasUnsavedChanges: true } },
  play: async ({ canvasElement }) =>
    expect(status(canvasElement).getByText('Saving...')).toBeVisible(),
};

export const AutosaveSaved: Story = {
  args: { autosave: { status: 'saved' } },
  play: async ({ canvasElement }) => expect(status(canvasElement).getByText('Saved')).toBeVisible(),
};

export const AutosaveFailed: Story = {
  args: {
    autosave: {
      status: 'error',
      retrying: false,
      hasUnsavedChanges: true,
      error: 'You are not authorized to edit this item',
    },
  },
  play: async ({ canvasElement, args }) => {
    const indicator = status(canvasElement);
    await expect(indicator.getByText('Autosave failed')).toBeVisible();
    await expect(indicator.getByText('You are not authorized to edit this item')).toBeVisible();
    await userEvent.click(indicator.getByRole('button', { name: 'Retry now' }));
    await expect(args.onRetrySave).toHaveBeenCalledTimes(1);
  },
};

/** The network is down: edits are kept and retried, and the page says so. */
export const AutosaveOffline: Story = {
  args: {
    autosave: {
      status: 'error',
      retrying: true,
      hasUnsavedChanges: true,
      error: 'Failed to fetch',
    },
  },
  play: async ({ canvasElement, args }) => {
    const indicator = status(canvasElement);
    await expect(indicator.getByText('Changes kept, retrying')).toBeVisible();
    await expect(indicator.getByText(/Your edits are kept on this page/)).toBeVisible();
    // Typing goes on while offline.
    await userEvent.type(main(canvasElement).getByLabelText('Frame size'), ' tall');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({
        attributes: expect.objectContaining({ frame_size: 'M (17.5") tall' }),
      }),
    );
  },
};

// ── lifecycle and roles ─────────────────────────────────────────────────────────────────────

export const RejectedWithReason: Story = {
  args: {
    rejectionReason:
      'Please add a photo of the drive side and mention the dent on the down tube in the description.',
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Changes requested by a moderator')).toBeVisible();
    await expect(page.getByText(/mention the dent on the down tube/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for Review' })).toBeEnabled();
  },
};

export const PendingReview: Story = {
  args: { status: 'pending_review', allowedActions: PENDING_REVIEW_ACTIONS },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(
      page.getByText('Pending Admin Review - Your listing will be published once approved'),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Withdraw from Review' }));
    await expect(args.onAction).toHaveBeenCalledWith('unpublish');
  },
};

export const Published: Story = {
  args: { status: 'published', allowedActions: PUBLISHED_ACTIONS, autosave: { status: 'saved' } },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Published')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Remove from Catalog' }));
    await expect(args.onAction).toHaveBeenCalledWith('unpublish');
  },
};

/** Delete is hidden when the latest offer is accepted (the app leaves DELETE out). */
/**
 * A member's published listing (issue 10 item 3): the editor says above the form which edits
 * send it back to review, as the server does.
 */
export const PublishedEditsGoBackToReview: Story = {
  args: {
    status: 'published',
    allowedActions: PUBLISHED_ACTIONS,
    autosave: { status: 'idle' },
    editsNeedReview: true,
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('note')).toHaveTextContent(
      'Changes to the text or photos of a published listing send it back to review: it leaves the catalog until an admin approves it. A lower price is published at once.',
    );
  },
};

export const PublishedWithAcceptedOffer: Story = {
  args: { status: 'published', allowedActions: ['UNPUBLISH', 'EDIT'] },
  play: async ({ canvasElement }) =>
    expect(main(canvasElement).queryByRole('button', { name: 'Delete' })).toBeNull(),
};

export const TradeInProgress: Story = {
  args: { status: 'pending_trade', allowedActions: [] },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText(/A trade is in progress/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Bike name' })).toHaveAttribute('readonly');
    await expect(page.queryByRole('button', { name: 'Choose photos' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  },
};

/** Staff (owner or manager) publish directly (spec 2 §4.1, §6). */
export const StaffPublishDirectly: Story = {
  args: { allowedActions: STAFF_DRAFT_ACTIONS },
  parameters: { shellPath: '/list-item/bike/9a2e', shellUser: MANAGER },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Publish to Catalog' }));
    await expect(args.onAction).toHaveBeenCalledWith('publish');
  },
};

export const StaffPublishing: Story = {
  args: { allowedActions: STAFF_DRAFT_ACTIONS, pendingAction: 'publish' },
  parameters: { shellPath: '/list-item/bike/9a2e', shellUser: MANAGER },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('button', { name: /Publish to Catalog/ })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

// ── delete ──────────────────────────────────────────────────────────────────────────────────

const deleteDialog = () =>
  within(screen.getByRole('alertdialog', { name: 'Delete Bike Listing?' }));

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(main(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = deleteDialog();
    await expect(
      dialog.getByText(
        'Are you sure you want to delete "Trek Marlin 7 trail hardtail"? This action cannot be undone.',
      ),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes, Delete' }));
    await expect(args.onAction).toHaveBeenCalledWith('delete');
  },
};

export const DeleteCancelled: Story = {
  args: { defaultDeleteOpen: true },
  play: async ({ args }) => {
    await userEvent.click(deleteDialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { defaultDeleteOpen: true, pendingAction: 'delete' },
  play: async () => {
    await expect(deleteDialog().getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(deleteDialog().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** The delete failed: its message is in the dialog (which covers the page's banner). */
export const DeleteFailed: Story = {
  args: {
    defaultDeleteOpen: true,
    error: 'Failed to delete bike',
    deleteError: 'Failed to delete bike',
  },
  play: async () => {
    await expect(deleteDialog().getByRole('alert')).toHaveTextContent('Failed to delete bike');
    await expect(deleteDialog().getByRole('button', { name: 'Yes, Delete' })).toBeEnabled();
  },
};

/** Another action's failure stays on the page: the delete dialog opens without it. */
export const DeleteAfterSaveFailed: Story = {
  args: { error: 'Failed to update bike listing. Please try again.' },
  play: async ({ canvasElement }) => {
    await userEvent.click(main(canvasElement).getByRole('button', { name: 'Delete' }));
    await expect(deleteDialog().queryByRole('alert')).toBeNull();
    await expect(
      screen.getByText('Failed to update bike listing. Please try again.'),
    ).toBeInTheDocument();
  },
};

// ── loading and failures ────────────────────────────────────────────────────────────────────

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) =>
    expect(main(canvasElement).getByLabelText('Loading listing')).toBeVisible(),
};

export const NotAuthorized: Story = {
  args: { loadError: 'You are not authorized to edit this item' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'You are not authorized to edit this item',
    );
    await expect(page.queryByRole('heading', { name: 'Item Details' })).toBeNull();
  },
};

export const LoadFailed: Story = { args: { loadError: 'Failed to load item data' } };

// ── appearance and widths ───────────────────────────────────────────────────────────────────

export const Dark: Story = { globals: DARK };
export const DarkNew: Story = {
  globals: DARK,
  args: { ...NEW, values: EMPTY_BIKE_FORM, photos: [] },
};
export const DarkOffline: Story = {
  globals: DARK,
  args: { autosave: { status: 'error', retrying: true, hasUnsavedChanges: true } },
};
export const Phone: Story = { globals: PHONE };
export const PhoneNew: Story = {
  globals: PHONE,
  args: { ...NEW, values: EMPTY_BIKE_FORM, photos: [] },
};
export const PhoneGear: Story = {
  globals: PHONE,
  args: { itemType: 'gear', values: FILLED.gear, photos: PHOTOS.gear, onAnalyzeWithAI: undefined },
};
