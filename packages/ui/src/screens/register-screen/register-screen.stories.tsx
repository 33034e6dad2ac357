import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@pedalswap/domain/accounts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DARK, PHONE, withShell } from '../../stories/with-shell.tsx';
import { RegisterScreen } from './register-screen.tsx';

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  decorators: [withShell('/register')],
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegisterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const form = (el: HTMLElement) =>
  within(within(el).getByRole('form', { name: 'Create an account' }));

/** Types `input` into the field, leaves it, and expects exactly `message` tied to it. */
function validation(
  label: string,
  input: string,
  message: string,
  before: [string, string][] = [],
): Story {
  return {
    play: async ({ canvasElement }) => {
      const f = form(canvasElement);
      for (const [other, value] of before) await userEvent.type(f.getByLabelText(other), value);
      const field = f.getByLabelText(label);
      if (input) await userEvent.type(field, input);
      else await userEvent.click(field);
      await userEvent.tab();
      await expect(f.getByText(message)).toBeVisible();
      await expect(field).toHaveAccessibleDescription(message);
      await expect(f.getByRole('button', { name: 'Create account' })).toBeDisabled();
    },
  };
}

export const Default: Story = {};

export const FilledAndSubmitted: Story = {
  play: async ({ canvasElement, args }) => {
    const f = form(canvasElement);
    await userEvent.type(f.getByLabelText('Email'), 'maya@example.com');
    await userEvent.type(f.getByLabelText('First name'), 'Maya');
    await userEvent.type(f.getByLabelText('Last name'), 'Okafor');
    await userEvent.type(f.getByLabelText('Location'), 'Bellingham, WA');
    await userEvent.type(f.getByLabelText('Password'), 'Trail2026!');
    await userEvent.type(f.getByLabelText('Confirm password'), 'Trail2026!');
    await expect(f.getByText('Strong')).toBeVisible();
    await userEvent.click(f.getByRole('button', { name: 'Create account' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'maya@example.com',
      firstName: 'Maya',
      lastName: 'Okafor',
      location: 'Bellingham, WA',
      password: 'Trail2026!',
      confirmPassword: 'Trail2026!',
    });
  },
};

export const EmailRequired = validation('Email', '', 'Email is required');
export const EmailInvalid = validation('Email', 'maya.example.com', MESSAGES.invalidEmail);
export const FirstNameRequired = validation('First name', '', 'First name is required');
export const FirstNameTooShort = validation(
  'First name',
  'M',
  'First name must be at least 2 characters',
);
export const FirstNameTooLong = validation(
  'First name',
  'M'.repeat(51),
  'First name must not exceed 50 characters',
);
export const FirstNameFormat = validation('First name', 'Maya2', 'First name format is invalid');
export const FirstNameSpaces = validation('First name', 'Mary Ann Jo', MESSAGES.firstNameSpaces);
export const LastNameRequired = validation('Last name', '', 'Last name is required');
export const LastNameSpaces = validation('Last name', 'Van Der Berg', MESSAGES.lastNameSpaces);
export const LocationRequired = validation('Location', '', 'Location is required');
export const LocationTooShort = validation(
  'Location',
  'P',
  'Location must be at least 2 characters',
);
export const PasswordRequired = validation('Password', '', 'Password is required');
export const PasswordTooShort = validation(
  'Password',
  'Ab1',
  'Password must be at least 8 characters',
);
export const PasswordNeedsLowercase = validation('Password', 'TRAIL2026', MESSAGES.passwordLower);
export const PasswordNeedsUppercase = validation('Password', 'trail2026', MESSAGES.passwordUpper);
export const PasswordNeedsNumber = validation('Password', 'TrailRider', MESSAGES.passwordNumber);
export const ConfirmRequired = validation('Confirm password', '', 'Confirm password is required', [
  ['Password', 'Trail2026'],
]);
// The match rule runs once the other fields are valid (zod refines a complete object).
export const PasswordsDoNotMatch = validation(
  'Confirm password',
  'Trail2025',
  MESSAGES.passwordsDoNotMatch,
  [
    ['Email', 'maya@example.com'],
    ['First name', 'Maya'],
    ['Last name', 'Okafor'],
    ['Location', 'Bellingham, WA'],
    ['Password', 'Trail2026'],
  ],
);

export const Submitting: Story = { args: { submitting: true } };

export const AccountExists: Story = {
  args: { error: MESSAGES.emailExists },
  play: async ({ canvasElement }) => {
    const alert = within(within(canvasElement).getByRole('alert'));
    await expect(alert.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const ServerError: Story = {
  args: { error: 'Invalid input data. Please check your information and try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('alert')).queryByRole('link')).toBeNull();
  },
};

export const Success: Story = {
  args: { success: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      MESSAGES.registrationSuccess,
    );
  },
};

export const Dark: Story = { globals: DARK };
export const Phone: Story = { globals: PHONE };
