// Password reset and change (spec 1 §5): 8+ characters with a letter and a number, and the
// confirmation must match. Shared by the server and the forms so the messages are identical.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MESSAGES, required, tooLong } from './messages.ts';

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  needsLetter: 'Password must contain at least one letter',
  needsNumber: MESSAGES.passwordNumber,
  resetMismatch: MESSAGES.passwordsDoNotMatch,
  changeMismatch: 'New passwords do not match',
  invalidResetToken: 'Invalid or missing reset token',
  wrongCurrentPassword: 'Current password is incorrect',
  resetRequested: "If an account exists with that email, we've sent password reset instructions.",
  resetDone: 'Your password has been reset. Please sign in with your new password.',
  changed: 'Password changed successfully!',
} as const;

export const PASSWORD_MAX = 128;

/** The reset/change rule: 8+ characters, a letter and a number. */
export const resetRulePasswordSchema = z
  .string({ error: required('Password') })
  .min(LIMITS.passwordMin, { error: PASSWORD_MESSAGES.tooShort })
  .max(PASSWORD_MAX, { error: tooLong('Password', PASSWORD_MAX) })
  .regex(/\p{L}/u, { error: PASSWORD_MESSAGES.needsLetter })
  .regex(/\d/, { error: PASSWORD_MESSAGES.needsNumber });

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: PASSWORD_MESSAGES.invalidResetToken })
      .trim()
      .min(1, { error: PASSWORD_MESSAGES.invalidResetToken }),
    newPassword: resetRulePasswordSchema,
    confirmPassword: z.string({ error: required('Confirm password') }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: PASSWORD_MESSAGES.resetMismatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: required('Current password') })
      .min(1, { error: required('Current password') }),
    newPassword: resetRulePasswordSchema,
    confirmPassword: z.string({ error: required('Confirm password') }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: PASSWORD_MESSAGES.changeMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
