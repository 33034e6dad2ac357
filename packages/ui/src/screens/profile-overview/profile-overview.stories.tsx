import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { ProfileOverview, joinedLabel, type ProfileOverviewUser } from './profile-overview.tsx';

const member: ProfileOverviewUser = {
  firstName: 'Maya',
  lastName: 'Hood',
  email: 'maya@example.com',
  emailVerified: true,
  location: 'Portland, OR',
  bio: 'Gravel weekends on the Gorge, commuting across the Hawthorne Bridge on weekdays.',
  avatarUrl: null,
  createdAt: '2026-03-14T17:00:00.000Z',
};

const meta = {
  title: 'Screens/ProfileOverview',
  component: ProfileOverview,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/profile')],
  args: { status: 'ready', user: member },
} satisfies Meta<typeof ProfileOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Maya Hood' })).toBeVisible();
    await expect(canvas.getByText('Joined March 2026')).toBeVisible();
    await expect(canvas.queryByText('Verify now')).toBeNull();
  },
};
export const Unverified: Story = {
  args: { user: { ...member, emailVerified: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
    await expect(canvas.getByText('Not verified')).toBeVisible();
  },
};
export const WithoutOptionalFields: Story = {
  args: { user: { ...member, bio: null, location: null } },
};
export const Loading: Story = { args: { status: 'loading', user: null } };
export const LoadFailed: Story = {
  args: { status: 'error', user: null, error: 'Server error. Please try again later.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
  },
};
export const Dark: Story = { globals: DARK };
export const UnreadableDate: Story = {
  args: { user: { ...member, createdAt: 'not a date' } },
  play: async () => {
    await expect(joinedLabel('not a date')).toBe('Invalid date');
  },
};
export const Phone: Story = { globals: PHONE };
