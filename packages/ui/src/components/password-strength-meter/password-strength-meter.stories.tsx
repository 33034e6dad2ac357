import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PasswordStrengthMeter } from './password-strength-meter.tsx';

const meta = {
  title: 'Components/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { password: '' },
} satisfies Meta<typeof PasswordStrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Weak: Story = {
  args: { password: 'trail' },
  play: async ({ canvasElement }) => expect(within(canvasElement).getByText('Weak')).toBeVisible(),
};
export const Medium: Story = {
  args: { password: 'Trail2026' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Medium')).toBeVisible(),
};
export const Strong: Story = {
  args: { password: 'Trail2026!' },
  play: async ({ canvasElement }) =>
    expect(within(canvasElement).getByText('Strong')).toBeVisible(),
};
export const StrongDark: Story = {
  args: { password: 'Trail2026!' },
  globals: { appearance: 'dark' },
};
