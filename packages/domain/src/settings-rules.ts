// Rules of the account settings forms (spec 1 §5): change password, change e-mail, delete
// account, and the quiet-hours choices (spec 1 §3). Each check returns the first problem as a
// field issue ({ path, msg }) with the spec's exact message, so the form can show it under the
// field and the server can answer with the same words in `details`.
import { LIMITS } from './constants.ts';
import type { FieldIssue } from './auth-rules.ts';

export const SETTINGS_MESSAGES = {
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  currentPasswordRequired: 'Current password is required',
  emailChangeIncomplete: 'Please provide both new email and current password',
  invalidEmail: 'Please enter a valid email address',
  sameEmail: 'New email must be different from current email',
  typeDelete: 'Please type DELETE to confirm',
  passwordChanged: 'Password changed successfully!',
  emailChangeRequested:
    'Verification email sent! Please check your new email address to complete the change.',
  preferencesSaved: 'Preferences saved',
  deviceRevoked: 'Device revoked successfully',
  otherDevicesRevoked: 'All other devices revoked successfully',
  revokeAllConfirm: 'This will log you out from all devices including this one. Continue?',
} as const;

/** Fallbacks when the server gives no message (spec 1 §8). */
export const SETTINGS_FALLBACKS = {
  changePassword: 'Failed to change password',
  changeEmail: 'Failed to request email change',
  deleteAccount: 'Failed to delete account',
  loadDevices: 'Failed to load devices',
  revokeDevice: 'Failed to revoke device',
  revokeOthers: 'Failed to revoke devices',
  revokeAll: 'Failed to revoke all devices',
  savePreferences: 'Failed to save preferences',
} as const;

/** The word a member types to confirm account deletion, exactly and in capitals. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/** Text, @, text, dot, text (spec 1 §5, change e-mail). */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
  /** May be left empty: the confirmation defaults to the new password (spec 1 §5). */
  confirmPassword?: string;
}

/** What POST /auth/change-password receives: the confirmation filled in. */
export function changePasswordPayload(input: ChangePasswordInput): Required<ChangePasswordInput> {
  return {
    currentPassword: input.currentPassword,
    newPassword: input.newPassword,
    confirmPassword: input.confirmPassword ? input.confirmPassword : input.newPassword,
  };
}

export function checkChangePassword(input: ChangePasswordInput): FieldIssue | null {
  if (!input.currentPassword) {
    return { path: 'currentPassword', msg: SETTINGS_MESSAGES.currentPasswordRequired };
  }
  const { newPassword, confirmPassword } = changePasswordPayload(input);
  if (newPassword !== confirmPassword) {
    return { path: 'confirmPassword', msg: SETTINGS_MESSAGES.newPasswordsDoNotMatch };
  }
  if (newPassword.length < LIMITS.passwordMin) {
    return { path: 'newPassword', msg: SETTINGS_MESSAGES.passwordTooShort };
  }
  return null;
}

export interface ChangeEmailInput {
  newEmail: string;
  currentPassword: string;
}

/** `currentEmail` is the member's address now; the new one must differ, ignoring case. */
export function checkChangeEmail(input: ChangeEmailInput, currentEmail: string): FieldIssue | null {
  const newEmail = input.newEmail.trim();
  if (!newEmail || !input.currentPassword) {
    return {
      path: newEmail ? 'currentPassword' : 'newEmail',
      msg: SETTINGS_MESSAGES.emailChangeIncomplete,
    };
  }
  if (!EMAIL_SHAPE.test(newEmail)) return { path: 'newEmail', msg: SETTINGS_MESSAGES.invalidEmail };
  if (newEmail.toLowerCase() === currentEmail.trim().toLowerCase()) {
    return { path: 'newEmail', msg: SETTINGS_MESSAGES.sameEmail };
  }
  return null;
}

export function checkDeleteConfirmation(typed: string): FieldIssue | null {
  return typed === DELETE_CONFIRMATION_WORD
    ? null
    : { path: 'confirmation', msg: SETTINGS_MESSAGES.typeDelete };
}

/** Quiet hours are chosen on the hour: "00:00" to "23:00" (spec 1 §3). */
export const QUIET_HOUR_OPTIONS: readonly string[] = Object.freeze(
  Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
);

export function isOnTheHour(value: string): boolean {
  return QUIET_HOUR_OPTIONS.includes(value);
}
