import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import {
  MEMBER_DRAFT_ACTIONS,
  PENDING_REVIEW_ACTIONS,
  PUBLISHED_ACTIONS,
  STAFF_DRAFT_ACTIONS,
} from './fixtures.ts';
import { ListingActionsCard } from './listing-actions-card.tsx';

const meta = {
  title: 'Screens/Listing/ListingActionsCard',
  component: ListingActionsCard,
  decorators: [
    (Story) => (
      <div style={{ width: 'min(20rem, 100%)' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    status: 'draft',
    allowedActions: MEMBER_DRAFT_ACTIONS,
    onAction: fn(),
    onDeleteRequest: fn(),
  },
} satisfies Meta<typeof ListingActionsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit for Review' }));
    await expect(args.onAction).toHaveBeenCalledWith('submit');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    await expect(args.onDeleteRequest).toHaveBeenCalled();
    await expect(args.onAction).not.toHaveBeenCalledWith('delete');
  },
};

export const StaffDraft: Story = {
  args: { allowedActions: STAFF_DRAFT_ACTIONS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Publish to Catalog' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit for Review' })).toBeNull();
  },
};

export const PendingReview: Story = {
  args: { status: 'pending_review', allowedActions: PENDING_REVIEW_ACTIONS },
};

export const Published: Story = {
  args: { status: 'published', allowedActions: PUBLISHED_ACTIONS },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByRole('button', { name: 'Remove from Catalog' }),
    ).toBeVisible(),
};

export const TradeInProgress: Story = {
  args: { status: 'pending_trade', allowedActions: [] },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0),
};

/** Trade complete: the staff member who received the item may publish it (spec 2 §4.1). */
export const TradeComplete: Story = {
  args: { status: 'trade_complete', allowedActions: STAFF_DRAFT_ACTIONS },
};

export const Submitting: Story = {
  args: { pendingAction: 'submit' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Submit for Review/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const Dark: Story = { globals: DARK, args: { allowedActions: STAFF_DRAFT_ACTIONS } };
export const Phone: Story = {
  globals: PHONE,
  args: { status: 'pending_review', allowedActions: PENDING_REVIEW_ACTIONS },
};
