import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@pedalswap/domain/accounts';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { DARK, PHONE } from '../../stories/with-shell.tsx';
import {
  NotificationPreferencesForm,
  preferenceChanges,
} from './notification-preferences-form.tsx';
import { TIME_ZONE } from './fixtures.ts';

const meta = {
  title: 'Screens/Settings/NotificationPreferencesForm',
  component: NotificationPreferencesForm,
  args: {
    status: 'ready',
    preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    onSave: fn(),
    timeZone: TIME_ZONE,
  },
} satisfies Meta<typeof NotificationPreferencesForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (el: HTMLElement) =>
  within(within(el).getByRole('form', { name: 'Notification preferences' }));
const sw = (el: HTMLElement, name: string) => form(el).getByRole('switch', { name });

/** Every field of spec 1 §3 with its default. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(f.getByRole('combobox', { name: 'Offer email frequency' })).toHaveTextContent(
      'Daily digest',
    );
    await expect(sw(canvasElement, 'Offer notifications')).toBeChecked();
    await expect(sw(canvasElement, 'New offers')).toBeChecked();
    await expect(sw(canvasElement, 'Offer accepted')).toBeChecked();
    await expect(sw(canvasElement, 'Offer rejected')).toBeChecked();
    await expect(sw(canvasElement, 'Offer expired')).not.toBeChecked();
    await expect(sw(canvasElement, 'Trade completed')).toBeChecked();
    await expect(sw(canvasElement, 'Chat message emails')).not.toBeChecked();
    await expect(sw(canvasElement, 'Chat message notifications')).toBeChecked();
    await expect(sw(canvasElement, 'Quiet hours')).not.toBeChecked();
    await expect(f.getByRole('combobox', { name: 'From' })).toHaveTextContent('22:00');
    await expect(f.getByRole('combobox', { name: 'Until' })).toHaveTextContent('08:00');
    await expect(f.getByRole('combobox', { name: 'From' })).toBeDisabled();
    await expect(f.getByText('No digest sent yet')).toBeVisible();
    await expect(f.getByRole('button', { name: 'Save preferences' })).toBeDisabled();
  },
};

/** Fields missing from the server's answer take the defaults. */
export const PartialFromServer: Story = {
  args: { preferences: { offerEmailFrequency: 'weekly' } },
  play: async ({ canvasElement }) => {
    await expect(
      form(canvasElement).getByRole('combobox', { name: 'Offer email frequency' }),
    ).toHaveTextContent('Weekly digest');
    await expect(sw(canvasElement, 'Chat message notifications')).toBeChecked();
  },
};

export const QuietHoursOn: Story = {
  args: {
    preferences: {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      quietHoursEnabled: true,
      quietHoursStart: '21:00',
      quietHoursEnd: '07:00',
      lastOfferDigestSent: '2026-11-22T16:00:00.000Z',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('combobox', { name: 'From' })).toBeEnabled();
    await expect(
      form(canvasElement).getByText('Last digest sent Nov 22, 2026, 8:00 AM'),
    ).toBeVisible();
  },
};

export const Dirty: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(sw(canvasElement, 'Offer expired'));
    await expect(form(canvasElement).getByText('You have unsaved changes')).toBeVisible();
    await expect(
      form(canvasElement).getByRole('button', { name: 'Save preferences' }),
    ).toBeEnabled();
    // Switching it back is no change at all.
    await userEvent.click(sw(canvasElement, 'Offer expired'));
    await expect(
      form(canvasElement).getByRole('button', { name: 'Save preferences' }),
    ).toBeDisabled();
  },
};

export const SavesOnlyChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.click(sw(canvasElement, 'Chat message emails'));
    await userEvent.click(sw(canvasElement, 'Quiet hours'));
    await userEvent.click(f.getByRole('combobox', { name: 'Offer email frequency' }));
    await userEvent.click(screen.getByRole('option', { name: 'Immediately' }));
    await userEvent.click(f.getByRole('combobox', { name: 'From' }));
    await userEvent.click(screen.getByRole('option', { name: '23:00' }));
    await userEvent.click(f.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      chatMessageEmailEnabled: true,
      quietHoursEnabled: true,
      offerEmailFrequency: 'immediate',
      quietHoursStart: '23:00',
    });
  },
};

export const Discard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(sw(canvasElement, 'New offers'));
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Discard' }));
    await expect(sw(canvasElement, 'New offers')).toBeChecked();
    await expect(
      preferenceChanges(
        { ...DEFAULT_NOTIFICATION_PREFERENCES },
        { ...DEFAULT_NOTIFICATION_PREFERENCES, quietHoursEnd: '06:00' },
      ),
    ).toEqual({ quietHoursEnd: '06:00' });
  },
};

export const Saving: Story = {
  args: { saveStatus: 'saving' },
  play: async ({ canvasElement }) => {
    await userEvent.click(sw(canvasElement, 'Offer expired'));
    await expect(
      form(canvasElement).getByRole('button', { name: 'Save preferences' }),
    ).toBeDisabled();
  },
};

export const Saved: Story = {
  args: { saveStatus: 'saved' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('status')).toHaveTextContent('Preferences saved'),
};

export const SaveFailed: Story = {
  args: { saveStatus: 'error' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Failed to save preferences',
    ),
};

export const SaveFailedWithMessage: Story = {
  args: {
    saveStatus: 'error',
    saveError: 'Invalid request. Please check your input and try again.',
  },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Invalid request. Please check your input and try again.',
    ),
};

export const Loading: Story = {
  args: { status: 'loading', preferences: null },
  play: async ({ canvasElement }) =>
    expect(
      within(canvasElement).getByRole('status', { name: 'Loading preferences' }),
    ).toBeVisible(),
};

export const LoadFailed: Story = {
  args: { status: 'error', preferences: null, error: 'Server error. Please try again later.' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    ),
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
