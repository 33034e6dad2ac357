// Form schemas of the account pages (spec 1 §5) that add to the server's rules only what a form
// has of its own (a confirmation field, the field names it shows messages under). Each takes the
// field names of its form, so the kit's useSchemaForm can map every message to its field.
import { z } from 'zod';
import { required } from '../shared/messages.ts';
import { MESSAGES } from './account-messages.ts';
import { emailSchema, firstNameSchema, lastNameSchema, locationSchema } from './auth-rules.ts';
import { passwordChangeRule } from './password-rules.ts';
import { bioTextSchema } from './profile-rules.ts';

/** The /reset-password form; the request sends the new password as its own confirmation. */
export const resetPasswordFormSchema = z
  .object({
    // Empty reads as "New password is required" (the field's label), then the server's rule.
    newPassword: z
      .string()
      .min(1, { error: required('New password') })
      .pipe(passwordChangeRule),
    confirmPassword: z.string().min(1, { error: required('Confirm password') }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** The profile card's edit mode: the register rules for names and location, bio up to 1000. */
export const profileEditFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  location: locationSchema,
  bio: bioTextSchema,
});
export type ProfileEditFormInput = z.infer<typeof profileEditFormSchema>;

/** The forgot-password form: the login form's e-mail rule. */
export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordFormInput = z.infer<typeof forgotPasswordFormSchema>;
