import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  AI_CONFIG_MESSAGES,
  AI_DEFAULT_CONFIG,
  AI_DEFAULT_FORM,
  aiConfigToForm,
} from '@pedalswap/domain/ai';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AiConfigPage, type AiSystemStatusFigures } from './ai-config-page.tsx';

const CONFIG = { ...AI_DEFAULT_CONFIG, dailyBudgetCents: 7500, userDailyLimit: 25 };
const STATUS: AiSystemStatusFigures = {
  health: 'healthy',
  dailySpendCents: 2_060,
  dailyBudgetCents: 7500,
  monthlySpendCents: 52_700,
  monthlyBudgetCents: 100_000,
  activeUsers: 31,
  totalRequests: 54,
};

const meta = {
  title: 'Screens/Admin/AiConfigPage',
  component: AiConfigPage,
  parameters: { layout: 'padded' },
  args: { state: 'ready', config: CONFIG, status: STATUS, onSave: fn() },
} satisfies Meta<typeof AiConfigPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stored values, nothing changed: Save is off. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('group', { name: "Today's spend" })).toHaveTextContent(
      '$20.60 / $75.00',
    );
    await expect(page.getByLabelText('Daily budget (USD)')).toHaveValue('75.00');
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await expect(page.queryByText(AI_CONFIG_MESSAGES.unsaved)).toBeNull();
  },
};

/** A budget typed in dollars is sent in cents, and only the changed fields. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const daily = page.getByLabelText('Daily budget (USD)');
    await userEvent.clear(daily);
    await userEvent.type(daily, '80.25');
    await expect(page.getByText(AI_CONFIG_MESSAGES.unsaved)).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ dailyBudgetCents: 8025 });
  },
};

export const Unsaved: Story = {
  args: { initialForm: { ...aiConfigToForm(CONFIG), rateLimitRpm: '60' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(AI_CONFIG_MESSAGES.unsaved)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  },
};

export const Saving: Story = {
  args: { saving: true, initialForm: { ...aiConfigToForm(CONFIG), rateLimitRpm: '60' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    const monthly = page.getByLabelText('Monthly budget (USD)');
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '12.345');
    await userEvent.click(page.getByRole('button', { name: 'Save Changes' }));
    await expect(page.getByText(AI_CONFIG_MESSAGES.dollars)).toBeVisible();
    await expect(monthly).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** Maintenance on: the destructive alert says every AI feature is off. */
export const MaintenanceOn: Story = {
  args: { config: { ...CONFIG, maintenanceMode: true } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent(AI_CONFIG_MESSAGES.maintenanceOn);
    await expect(page.getByRole('switch', { name: 'Maintenance Mode' })).toBeChecked();
  },
};

export const ResetToDefaults: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Reset to Defaults' }));
    await expect(page.getByLabelText('Daily budget (USD)')).toHaveValue(
      AI_DEFAULT_FORM.dailyBudget,
    );
    await expect(page.getByText(AI_CONFIG_MESSAGES.unsaved)).toBeVisible();
  },
};

export const CriticalStatus: Story = {
  args: { status: { ...STATUS, health: 'critical', dailySpendCents: 7_600 } },
};

export const Loading: Story = {
  args: { state: 'loading', config: undefined, status: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(AI_CONFIG_MESSAGES.loadingStatus)).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: 'error', config: undefined, status: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      AI_CONFIG_MESSAGES.loadFailed,
    );
  },
};
