import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { expect, within } from 'storybook/test';
import { MEMBER } from '../../shell/fixtures.ts';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { AccessDenied, EmailVerificationRequired, UnverifiedBanner } from './access-screens.tsx';

const meta = {
  title: 'Screens/AccessScreens',
  component: AccessDenied,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/admin', MEMBER)],
} satisfies Meta<typeof AccessDenied>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccessDeniedAdmin: Story = {
  args: { variant: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MESSAGES.accessDeniedAdmin,
    );
  },
};
export const AccessDeniedRole: Story = {
  args: { variant: 'role' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MESSAGES.accessDeniedRole,
    );
  },
};
export const AccessDeniedDark: Story = { args: { variant: 'admin' }, globals: DARK };

export const VerificationRequired: Story = {
  render: () => <EmailVerificationRequired />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      MESSAGES.emailNotVerifiedPage,
    );
  },
};
export const VerificationRequiredPhone: Story = {
  render: () => <EmailVerificationRequired />,
  globals: PHONE,
};

export const Unverified: Story = {
  parameters: { layout: 'centered' },
  decorators: [],
  render: () => <UnverifiedBanner />,
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement);
    await expect(banner.getByRole('status')).toHaveTextContent(/features may be limited/);
    await expect(banner.getByRole('link', { name: 'Verify now' })).toHaveAttribute(
      'href',
      '/verify-email',
    );
  },
};
