// Rules of the account settings forms (spec 1 §5): change password, change e-mail, delete
// account, and the quiet-hours choices (spec 1 §3). Each check returns the first problem as a
// field issue ({ path, msg }) with the spec's exact message, so the form can show it under the
// field and the server can answer with the same words in `details`. The password and e-mail
// checks are the server's own rules (password-rules.ts, auth-rules.ts), not copies.
import type { FieldIssue } from '../shared/messages.ts';
import {
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  MESSAGES,
  SETTINGS_MESSAGES,
} from './account-messages.ts';
import { EMAIL_PATTERN, sameEmail } from './auth-rules.ts';
import { passwordChangeProblem } from './password-rules.ts';

/** The word a member types to confirm account deletion, exactly and in capitals. */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

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
    return { path: 'confirmPassword', msg: PASSWORD_MESSAGES.changeMismatch };
  }
  // The server's rule: length, then a letter and a number (the form once checked length only).
  const problem = passwordChangeProblem(newPassword);
  return problem ? { path: 'newPassword', msg: problem } : null;
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
      msg: PROFILE_MESSAGES.emailChangeBoth,
    };
  }
  if (!EMAIL_PATTERN.test(newEmail)) return { path: 'newEmail', msg: MESSAGES.invalidEmail };
  if (sameEmail(newEmail, currentEmail)) {
    return { path: 'newEmail', msg: PROFILE_MESSAGES.emailChangeSame };
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
