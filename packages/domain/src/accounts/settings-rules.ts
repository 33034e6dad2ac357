// Rules of the account settings forms (spec 1 §5): change password, change e-mail, delete
// account, and the quiet-hours choices (spec 1 §3). Each check returns the first problem as a
// field issue ({ path, msg }) with the spec's exact message, so the form can show it under the
// field and the server can answer with the same words in `details`. The password and e-mail
// checks use the server's zod rules and live in settings-checks.ts, which the forms load when
// submitted, so zod stays out of /settings's first load (issue 11).
import type { FieldIssue } from '../shared/messages.ts';
import { SETTINGS_MESSAGES } from './account-messages.ts';

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

export interface ChangeEmailInput {
  newEmail: string;
  currentPassword: string;
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
