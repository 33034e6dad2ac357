// Client-side rules of the account forms (spec 1 §5) with the spec's exact messages: reset
// password, change password, change e-mail, delete account, profile edit and avatar files.
// Each form schema takes the field names of the form that uses it, so the kit's useSchemaForm
// can map every message to its field.
import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, locationSchema } from './auth-rules.ts';
import { LIMITS } from './constants.ts';
import { MESSAGES, required, tooLong } from './messages.ts';
import { codePoints } from './profile-rules.ts';

export const ACCOUNT_FORM_MESSAGES = {
  passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  /** Spec 1 §5 asks for a letter and a number without giving the words: ours. */
  passwordNeedsLetterAndNumber: 'Password must contain at least one letter and one number',
  passwordsDoNotMatch: MESSAGES.passwordsDoNotMatch,
  newPasswordsDoNotMatch: 'New passwords do not match',
  invalidResetToken: 'Invalid or missing reset token',
  emailChangeBoth: 'Please provide both new email and current password',
  emailChangeSame: 'New email must be different from current email',
  invalidEmail: MESSAGES.invalidEmail,
  deleteConfirm: 'Please type DELETE to confirm',
  avatarNotImage: 'Please select an image file',
  avatarTooLarge: 'Image must be smaller than 5MB',
  invalidEmailChangeLink: 'Invalid verification link. Please check your email and try again.',
} as const;

/** Success notes and fallbacks when the server gives no message (spec 1 §8). */
export const ACCOUNT_FLOW_MESSAGES = {
  resetLinkSent: "If an account exists with that email, we've sent password reset instructions...",
  resetLinkFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
  emailChangeVerifyFailed: 'Failed to verify email change. The link may have expired.',
  passwordChanged: 'Password changed successfully!',
  changePasswordFailed: 'Failed to change password',
  emailChangeSent:
    'Verification email sent! Please check your new email address to complete the change.',
  emailChangeFailed: 'Failed to request email change',
  deleteAccountFailed: 'Failed to delete account',
} as const;

/** Reset and change share the rule: at least 8 characters with a letter and a number. */
const letterAndNumberPassword = (label: string) =>
  z
    .string({ error: required(label) })
    .min(1, { error: required(label) })
    .min(LIMITS.passwordMin, { error: ACCOUNT_FORM_MESSAGES.passwordTooShort })
    .max(128, { error: tooLong(label, 128) })
    .refine((v) => /\p{L}/u.test(v) && /\d/.test(v), {
      error: ACCOUNT_FORM_MESSAGES.passwordNeedsLetterAndNumber,
    });

/** The /reset-password form; the request sends the new password as its own confirmation. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: letterAndNumberPassword('New password'),
    confirmPassword: z.string().min(1, { error: required('Confirm password') }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: ACCOUNT_FORM_MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** The change-password form; an empty confirmation defaults to the new password (spec 1 §5). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, { error: required('Current password') }),
    newPassword: letterAndNumberPassword('New password'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.confirmPassword === '' || v.newPassword === v.confirmPassword, {
    error: ACCOUNT_FORM_MESSAGES.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  })
  .transform((v) => ({ ...v, confirmPassword: v.confirmPassword || v.newPassword }));
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

const EMAIL_DOTTED = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The Change Email dialog; "different" is compared case-insensitively with the current address. */
export function changeEmailFormSchema(currentEmail: string) {
  return z.object({ newEmail: z.string(), currentPassword: z.string() }).superRefine((v, ctx) => {
    const newEmail = v.newEmail.trim();
    if (!newEmail || !v.currentPassword) {
      ctx.addIssue({
        code: 'custom',
        message: ACCOUNT_FORM_MESSAGES.emailChangeBoth,
        path: [newEmail ? 'currentPassword' : 'newEmail'],
      });
    } else if (!EMAIL_DOTTED.test(newEmail)) {
      ctx.addIssue({
        code: 'custom',
        message: ACCOUNT_FORM_MESSAGES.invalidEmail,
        path: ['newEmail'],
      });
    } else if (newEmail.toLowerCase() === currentEmail.trim().toLowerCase()) {
      ctx.addIssue({
        code: 'custom',
        message: ACCOUNT_FORM_MESSAGES.emailChangeSame,
        path: ['newEmail'],
      });
    }
  });
}
export type ChangeEmailFormInput = { newEmail: string; currentPassword: string };

/** The delete-account danger zone: the user types DELETE exactly. */
export const deleteAccountFormSchema = z.object({
  confirmation: z
    .string()
    .refine((v) => v === 'DELETE', { error: ACCOUNT_FORM_MESSAGES.deleteConfirm }),
});
export type DeleteAccountFormInput = z.infer<typeof deleteAccountFormSchema>;

/** The profile card's edit mode: the register rules for names and location, bio up to 1000. */
export const profileEditFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  location: locationSchema,
  bio: z
    .string()
    .trim()
    .refine((bio) => codePoints(bio) <= LIMITS.bioMax, { error: tooLong('Bio', LIMITS.bioMax) }),
});
export type ProfileEditFormInput = z.infer<typeof profileEditFormSchema>;

/** The forgot-password form: the login form's e-mail rule. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordFormInput = z.infer<typeof forgotPasswordFormSchema>;

/** Checks an avatar file before upload; returns the spec's message, or null when it may go. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return ACCOUNT_FORM_MESSAGES.avatarNotImage;
  if (file.size > LIMITS.avatarMaxBytes) return ACCOUNT_FORM_MESSAGES.avatarTooLarge;
  return null;
}
