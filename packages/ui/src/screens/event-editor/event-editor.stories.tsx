import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PHONE, withShell } from '../../stories/with-shell.tsx';
import { EMPTY_EVENT_FORM, EventEditor, type EventEditorForm } from './event-editor.tsx';

const RIDE: EventEditorForm = {
  ...EMPTY_EVENT_FORM,
  eventType: 'road_ride',
  name: 'Saturday Hills Ride',
  description: 'A no-drop road loop over the West Hills with a coffee stop at the top.',
  location: 'Portland, OR',
  venueName: 'Rose City Cycles',
  startDatetime: '2026-11-28T08:00',
  endDatetime: '2026-11-28T11:00',
  maxParticipants: '25',
  attributes: { difficultyLevel: 'intermediate', pace: 'moderate', distance: '32' },
};

const meta = {
  title: 'Screens/Community/EventEditor',
  component: EventEditor,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/events/create')],
  args: {
    mode: 'edit',
    status: 'draft',
    form: RIDE,
    onChange: fn(),
    onSave: fn(),
    onSubmit: fn(),
    onCancelEvent: fn(),
    onDelete: fn(),
    autosave: { status: 'saved' },
  },
} satisfies Meta<typeof EventEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const main = (el: HTMLElement) => within(el.ownerDocument.getElementById('main') ?? el);

/** A new event: no type yet, Save Draft and Submit for Review. */
export const Create: Story = {
  args: { mode: 'create', form: EMPTY_EVENT_FORM, autosave: undefined },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Create Event' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Draft' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for Review' })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Delete Event' })).toBeNull();
  },
};

/** The §5 messages on their fields and joined at the top. */
export const ValidationErrors: Story = {
  args: {
    mode: 'create',
    form: { ...EMPTY_EVENT_FORM, eventType: 'workshop', name: 'Hi' },
    autosave: undefined,
    banner: 'Event name must be 3-255 characters. Description is required.',
    fieldErrors: {
      name: 'Event name must be 3-255 characters',
      description: 'Description is required',
      location: 'Location must be 3-255 characters',
      startDatetime: 'Start date and time is required',
    },
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Description is required');
    await expect(page.getByRole('region', { name: 'Workshop Details' })).toBeVisible();
  },
};

/** A draft: the type locked, Save Changes, Submit for Review, Delete with its confirmation. */
export const Draft: Story = {
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByLabelText('Event Type')).toBeDisabled();
    await expect(page.getByRole('region', { name: 'Ride Details' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Delete Event' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    await expect(args.onDelete).toHaveBeenCalled();
  },
};

/** Staff publish directly. */
export const DraftStaff: Story = {
  args: { canPublish: true },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('button', { name: 'Publish Event' })).toBeVisible();
  },
};

/** Waiting for review: only Save Changes, with the 'awaiting approval' notice. */
export const PendingReview: Story = {
  args: { status: 'pending_review', autosave: { status: 'saving' } },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText(/awaiting approval/)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
  },
};

/** Published: Save Changes or Cancel Event. */
export const Published: Story = {
  args: { status: 'published', form: { ...RIDE, eventType: 'social', attributes: {} } },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Cancel Event' }));
    await expect(args.onCancelEvent).toHaveBeenCalled();
    await expect(page.getByRole('region', { name: 'Social Details' })).toBeVisible();
  },
};

/** Completed: submitted again for review. */
export const Completed: Story = {
  args: { status: 'completed', autosave: { status: 'error', error: 'Autosave failed' } },
  play: async ({ canvasElement }) => {
    await expect(
      main(canvasElement).getByRole('button', { name: 'Submit for Review' }),
    ).toBeVisible();
  },
};

/** Rejected by staff: back to draft, the reason shown until it is submitted again. */
export const Rejected: Story = {
  args: { rejectionReason: 'Please add the meeting point and the route link' },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(
      page.getByText(
        'Staff sent this event back: Please add the meeting point and the route link. Make the changes and submit it again.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit for Review' })).toBeVisible();
  },
};

/** Cancelled: nothing to save or submit any more; only Delete Event is left. */
export const Cancelled: Story = {
  args: { status: 'cancelled', autosave: undefined },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Cancel Event' })).toBeNull();
    await expect(page.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
    await expect(page.getByRole('button', { name: 'Delete Event' })).toBeEnabled();
  },
};

/** While the event loads (as the edit route shows it): an empty form, every action disabled. */
export const Loading: Story = {
  args: { form: EMPTY_EVENT_FORM, busy: true, autosave: undefined },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  },
};

/** The event could not be loaded: the spec's 'Failed to load event data' at the top. */
export const LoadError: Story = {
  args: {
    form: EMPTY_EVENT_FORM,
    busy: true,
    autosave: undefined,
    banner: 'Failed to load event data',
  },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to load event data',
    );
  },
};

/** Someone else's event (staff included, spec 3 §4): the refusal, and nothing can be changed. */
export const NotTheOrganizer: Story = {
  args: {
    status: 'published',
    busy: true,
    autosave: undefined,
    banner: 'You are not authorized to edit this event',
  },
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(
      'You are not authorized to edit this event',
    );
    await expect(page.getByRole('button', { name: 'Cancel Event' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Delete Event' })).toBeDisabled();
  },
};

/** A published ride on a phone: the fields in one column, the actions wrapping. */
export const PublishedPhone: Story = {
  args: { status: 'published' },
  globals: PHONE,
  play: async ({ canvasElement }) => {
    const page = main(canvasElement);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Event' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel Event' })).toBeVisible();
  },
};

/** A new ride repeated weekly: the number of weeks with its bounds (issue 16 item 6). */
export const CreateWeeklySeries: Story = {
  args: {
    mode: 'create',
    form: { ...RIDE, repeatWeekly: true, repeatWeeks: '4' },
    autosave: undefined,
  },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    const repeat = page.getByRole('region', { name: 'Repeat weekly' });
    await expect(within(repeat).getByRole('checkbox', { name: 'Repeat weekly' })).toBeChecked();
    await expect(within(repeat).getByLabelText('Number of weeks')).toHaveValue(4);
    await userEvent.click(within(repeat).getByRole('checkbox', { name: 'Repeat weekly' }));
    await expect(args.onChange).toHaveBeenCalledWith({ repeatWeekly: false, repeatWeeks: '4' });
  },
};

/** The server's message for a number of weeks out of range, on the field. */
export const CreateWeeklySeriesError: Story = {
  args: {
    mode: 'create',
    form: { ...RIDE, repeatWeekly: true, repeatWeeks: '40' },
    autosave: undefined,
    banner: 'Weekly repeats must be between 2 and 26 dates.',
    fieldErrors: { 'repeatWeekly.count': 'Weekly repeats must be between 2 and 26 dates' },
  },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).getByLabelText('Number of weeks')).toHaveAccessibleDescription(
      /between 2 and 26 dates/,
    );
  },
};

/** Only rides repeat: a workshop has no Repeat weekly control. */
export const CreateWorkshopNoRepeat: Story = {
  args: {
    mode: 'create',
    form: { ...EMPTY_EVENT_FORM, eventType: 'workshop', name: 'Wheel truing night' },
    autosave: undefined,
  },
  play: async ({ canvasElement }) => {
    await expect(main(canvasElement).queryByRole('region', { name: 'Repeat weekly' })).toBeNull();
  },
};

/** A date of a series: Save Changes asks which dates, and passes the answer. */
export const SeriesDateSave: Story = {
  args: { status: 'published', inSeries: true },
  play: async ({ canvasElement, args }) => {
    const page = main(canvasElement);
    await expect(page.getByText('Part of a weekly series')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Save changes to a weekly series');
    await userEvent.click(within(dialog).getByRole('button', { name: 'This and following dates' }));
    await expect(args.onSave).toHaveBeenCalledWith('series');
  },
};

/** Cancelling a date of a series: the same choice, open. */
export const SeriesDateCancel: Story = {
  args: { status: 'published', inSeries: true, defaultScopeAction: 'cancel' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Cancel a date of a weekly series');
    await expect(within(dialog).getByRole('button', { name: 'This date only' })).toBeVisible();
    await expect(
      within(dialog).getByRole('button', { name: 'This and following dates' }),
    ).toBeVisible();
  },
};

/** Cancelling one date passes 'this'; Back closes the question and does nothing. */
export const SeriesDateCancelThisDate: Story = {
  args: { status: 'published', inSeries: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const cancel = main(canvasElement).getByRole('button', { name: 'Cancel Event' });
    await userEvent.click(cancel);
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Back' }),
    );
    await expect(args.onCancelEvent).not.toHaveBeenCalled();
    await userEvent.click(cancel);
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'This date only' }),
    );
    await expect(args.onCancelEvent).toHaveBeenCalledWith('this');
  },
};
