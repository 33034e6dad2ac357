// The two password rules of spec 1 §5, each written once: the register rule (a lowercase letter,
// an uppercase letter and a number) and the reset/change rule (a letter and a number). Server
// schemas, the forms and the settings check all use these, so they cannot disagree.
import { z } from 'zod';
import { LIMITS } from '../shared/constants.ts';
import { required, tooLong, tooShort } from '../shared/messages.ts';
import { MESSAGES, PASSWORD_MESSAGES } from './account-messages.ts';

/** Longer passwords are refused (ours: argon2 input stays small). */
const PASSWORD_MAX = 128;

/** The register rule: 8+ characters with a lowercase letter, an uppercase letter and a number. */
export const newPasswordSchema = z
  .string({ error: required('Password') })
  .min(1, { error: required('Password') })
  .min(LIMITS.passwordMin, { error: tooShort('Password', LIMITS.passwordMin) })
  .max(PASSWORD_MAX, { error: tooLong('Password', PASSWORD_MAX) })
  .regex(/[a-z]/, { error: MESSAGES.passwordLower })
  .regex(/[A-Z]/, { error: MESSAGES.passwordUpper })
  .regex(/\d/, { error: MESSAGES.passwordNumber });

/** The reset/change rule: 8+ characters, a letter (any script) and a number. */
export const passwordChangeRule = z
  .string({ error: required('Password') })
  .min(LIMITS.passwordMin, { error: PASSWORD_MESSAGES.tooShort })
  .max(PASSWORD_MAX, { error: tooLong('Password', PASSWORD_MAX) })
  .regex(/\p{L}/u, { error: PASSWORD_MESSAGES.needsLetter })
  .regex(/\d/, { error: PASSWORD_MESSAGES.needsNumber });

/** The first problem of a new password under the reset/change rule, or null. */
export function passwordChangeProblem(password: string): string | null {
  const result = passwordChangeRule.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: PASSWORD_MESSAGES.invalidResetToken })
      .trim()
      .min(1, { error: PASSWORD_MESSAGES.invalidResetToken }),
    newPassword: passwordChangeRule,
    confirmPassword: z.string({ error: required('Confirm password') }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: PASSWORD_MESSAGES.resetMismatch,
    path: ['confirmPassword'],
  });

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: required('Current password') })
      .min(1, { error: required('Current password') }),
    newPassword: passwordChangeRule,
    confirmPassword: z.string({ error: required('Confirm password') }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: PASSWORD_MESSAGES.changeMismatch,
    path: ['confirmPassword'],
  });
