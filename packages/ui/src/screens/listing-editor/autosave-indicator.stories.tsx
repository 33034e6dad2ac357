import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK } from '../../stories/with-shell.tsx';
import { AutosaveIndicator } from './autosave-indicator.tsx';

const meta = {
  title: 'Screens/Listing/AutosaveIndicator',
  component: AutosaveIndicator,
  decorators: [
    (Story) => (
      <div style={{ width: '18rem' }}>
        <Story />
      </div>
    ),
  ],
  args: { state: { status: 'idle' }, onRetry: fn() },
} satisfies Meta<typeof AutosaveIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

const indicator = (el: HTMLElement) => within(within(el).getByRole('status', { name: 'Autosave' }));

export const Idle: Story = {
  play: async ({ canvasElement }) =>
    expect(indicator(canvasElement).getByText('Changes save automatically')).toBeVisible(),
};

export const Unsaved: Story = {
  args: { state: { status: 'idle', hasUnsavedChanges: true } },
  play: async ({ canvasElement }) =>
    expect(indicator(canvasElement).getByText('Unsaved changes')).toBeVisible(),
};

export const Saving: Story = {
  args: { state: { status: 'saving' } },
  play: async ({ canvasElement }) =>
    expect(indicator(canvasElement).getByText('Saving...')).toBeVisible(),
};

/** issue 10 item 2: invalid input is never reported as saved; the fields kept back are named. */
export const NotSaved: Story = {
  args: { state: { status: 'saved', notSaved: ['Description', 'Year'] } },
  play: async ({ canvasElement }) => {
    const status = indicator(canvasElement);
    await expect(
      status.getByText('Not saved: Description, Year (fix the highlighted fields)'),
    ).toBeVisible();
    await expect(status.queryByText('Saved')).toBeNull();
  },
};

export const Saved: Story = {
  args: { state: { status: 'saved' } },
  play: async ({ canvasElement }) =>
    expect(indicator(canvasElement).getByText('Saved')).toBeVisible(),
};

/** spec 2 §8.2 'Autosave failed', with the reason and a way to try again. */
export const Failed: Story = {
  args: {
    state: { status: 'error', error: 'Location must be between 2 and 255 characters' },
  },
  play: async ({ canvasElement, args }) => {
    const status = indicator(canvasElement);
    await expect(status.getByText('Autosave failed')).toBeVisible();
    await expect(status.getByText('Location must be between 2 and 255 characters')).toBeVisible();
    await userEvent.click(status.getByRole('button', { name: 'Retry now' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const FailedWithoutMessage: Story = {
  args: { state: { status: 'error' }, onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(indicator(canvasElement).getAllByText('Autosave failed')).toHaveLength(2);
    await expect(indicator(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Offline: the edits are kept and retried by themselves. */
export const OfflineRetrying: Story = {
  args: { state: { status: 'error', retrying: true, hasUnsavedChanges: true } },
  play: async ({ canvasElement }) => {
    await expect(indicator(canvasElement).getByText('Changes kept, retrying')).toBeVisible();
    await expect(indicator(canvasElement).getByText(/will be saved as soon as/)).toBeVisible();
  },
};

export const Dark: Story = {
  globals: DARK,
  args: { state: { status: 'error', retrying: true, hasUnsavedChanges: true } },
};
