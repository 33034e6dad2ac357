// The change-password and change-email checks of the settings forms (spec 1 §5), apart from
// settings-rules.ts because they are the server's own zod rules (password-rules.ts,
// auth-rules.ts), not copies: the forms import this module when submitted, so zod is not in
// /settings's first load (issue 11). Each returns the first problem as a field issue with the
// spec's exact message.
import type { FieldIssue } from '../shared/messages.ts';
import {
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  MESSAGES,
  SETTINGS_MESSAGES,
} from './account-messages.ts';
import { EMAIL_PATTERN, sameEmail } from './auth-rules.ts';
import { passwordChangeProblem } from './password-rules.ts';
import {
  changePasswordPayload,
  type ChangeEmailInput,
  type ChangePasswordInput,
} from './settings-rules.ts';

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
