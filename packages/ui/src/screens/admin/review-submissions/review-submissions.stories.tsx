import type { Meta, StoryObj } from '@storybook/react-vite';
import { REVIEW_MESSAGES } from '@pedalswap/domain/admin';
import { ITEM_MESSAGES } from '@pedalswap/domain/item-messages';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ReviewSubmissions, type ReviewRow } from './review-submissions.tsx';

const ROWS: ReviewRow[] = [
  {
    id: 'b1',
    kind: 'Bike',
    name: 'Trek Domane SL 5',
    ownerName: 'Maya Okafor',
    createdAt: '2026-11-24T10:00:00Z',
    href: '/items/bike/b1',
  },
  {
    id: 'p1',
    kind: 'Part',
    name: 'Shimano 105 R7000 groupset',
    ownerName: 'Jonah Reyes',
    createdAt: '2026-11-23T10:00:00Z',
    href: '/items/part/p1',
  },
];

const EVENT_ROWS: ReviewRow[] = [
  {
    id: 'e1',
    subject: 'event',
    kind: 'Event',
    name: 'Forest Park gravel loop',
    ownerName: 'Ana Lima',
    createdAt: '2026-11-25T09:30:00Z',
    href: '/events/e1',
  },
  {
    id: 'e2',
    subject: 'event',
    kind: 'Event',
    name: 'Wheel truing workshop',
    ownerName: 'Theo Lindqvist',
    createdAt: '2026-11-22T17:00:00Z',
    href: '/events/e2',
  },
];

const meta = {
  title: 'Screens/Admin/ReviewSubmissions',
  component: ReviewSubmissions,
  parameters: { layout: 'padded' },
  args: {
    tab: 'all',
    onTabChange: fn(),
    state: 'ready',
    rows: ROWS,
    page: 1,
    pages: 1,
    onPageChange: fn(),
    onApprove: fn(),
    onReject: fn(async () => true),
  },
} satisfies Meta<typeof ReviewSubmissions>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Trek Domane SL 5' })).toHaveAttribute(
      'href',
      '/items/bike/b1',
    );
    await expect(canvas.getAllByRole('tab')).toHaveLength(6);
  },
};

export const ApproveAsksFirst: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Approve Trek Domane SL 5' }),
    );
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(dialog.getByText(ITEM_MESSAGES.approveConfirm('Trek Domane SL 5'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith('b1');
  },
};

export const RejectNeedsReason: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Reject Trek Domane SL 5' }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(ITEM_MESSAGES.reasonRequired);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Photos are blurry');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith('b1', 'Photos are blurry');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** The tabs are one arrow-key stop (Radix Tabs): the keyboard moves between types. */
export const TabsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('tab', { name: 'All' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onTabChange).toHaveBeenCalledWith('bike');
  },
};

/** The event tab lists events waiting for review, each linking to /events/{id}. */
export const Events: Story = {
  args: { tab: 'event', rows: EVENT_ROWS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Forest Park gravel loop' })).toHaveAttribute(
      'href',
      '/events/e1',
    );
    await expect(canvas.getAllByText('Event')).toHaveLength(2);
  },
};

/** "All" holds items and events together, newest first (the app merges them). */
export const AllWithEvents: Story = {
  args: { rows: [EVENT_ROWS[0]!, ...ROWS, EVENT_ROWS[1]!], pages: 2 },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual([
      'Forest Park gravel loop',
      'Trek Domane SL 5',
      'Shimano 105 R7000 groupset',
      'Wheel truing workshop',
    ]);
  },
};

/** Approving an event asks first, as for items, and hands the app the event's id. */
export const ApproveEventAsksFirst: Story = {
  args: { tab: 'event', rows: EVENT_ROWS },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Approve Forest Park gravel loop' }),
    );
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(
      dialog.getByText(ITEM_MESSAGES.approveConfirm('Forest Park gravel loop')),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith('e1');
  },
};

/** Rejecting an event needs a reason; the dialog says the organizer is told it. */
export const RejectEventNeedsReason: Story = {
  args: { tab: 'event', rows: EVENT_ROWS },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Reject Wheel truing workshop' }),
    );
    const dialog = within(await body().findByRole('dialog'));
    await expect(dialog.getByText(/The organizer is notified with this reason/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByRole('alert')).toHaveTextContent(ITEM_MESSAGES.reasonRequired);
    await expect(args.onReject).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Add the meeting point');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onReject).toHaveBeenCalledWith('e2', 'Add the meeting point');
  },
};

/** A decision under way: the row's buttons wait. */
export const EventBusy: Story = {
  args: { tab: 'event', rows: EVENT_ROWS, busyId: 'e1' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Reject Forest Park gravel loop' }),
    ).toBeDisabled();
  },
};

export const EventsLoading: Story = { args: { tab: 'event', state: 'loading', rows: [] } };

export const EventsEmpty: Story = {
  args: { tab: 'event', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(REVIEW_MESSAGES.noEvents)).toBeVisible();
  },
};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { state: 'loading', rows: [] } };
export const Error: Story = {
  args: { state: 'error', rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      REVIEW_MESSAGES.loadFailed,
    );
  },
};

/** A weekly series waiting for review (issue 26 item 3): one row with its four dates. */
const SERIES_ROW: ReviewRow = {
  id: 's1',
  subject: 'event',
  kind: 'Event',
  name: 'Tuesday Night Ride',
  ownerName: 'Ana Lima',
  createdAt: '2026-11-26T18:00:00Z',
  href: '/events/s1',
  seriesId: 'series-1',
  dates: [
    '2026-12-09T02:00:00Z',
    '2026-12-16T02:00:00Z',
    '2026-12-23T02:00:00Z',
    '2026-12-30T02:00:00Z',
  ],
};

/** The series row and a one-off event with its date; the approval names the number of dates. */
export const SeriesApprovedAsAWhole: Story = {
  args: {
    tab: 'event',
    rows: [SERIES_ROW, { ...EVENT_ROWS[0]!, dates: ['2026-12-05T17:00:00Z'] }],
    timeZone: 'America/Los_Angeles',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(REVIEW_MESSAGES.seriesBadge(4))).toBeVisible();
    const dates = within(canvas.getByRole('list', { name: 'Dates of Tuesday Night Ride' }));
    await expect(dates.getAllByRole('listitem')).toHaveLength(4);
    // 02:00 UTC is 6 PM the evening before in Portland.
    await expect(dates.getByText('Tue, Dec 8 · 6:00 PM')).toBeVisible();
    await expect(canvas.getByText('Sat, Dec 5 · 9:00 AM')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Approve Tuesday Night Ride' }));
    const dialog = within(await body().findByRole('alertdialog'));
    await expect(
      dialog.getByText(REVIEW_MESSAGES.seriesApproveConfirm('Tuesday Night Ride', 4)),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith('s1');
  },
};
