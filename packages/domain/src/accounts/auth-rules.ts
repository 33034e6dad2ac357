// Validation of the sign-in and account forms (spec 1 §5), as zod schemas so that the server
// and the forms apply the very same rules and messages.
import { z } from 'zod';
import { LIMITS } from '../shared/constants.ts';
import { badFormat, required, tooLong, tooShort } from '../shared/messages.ts';
import { MESSAGES } from './account-messages.ts';
import { newPasswordSchema } from './password-rules.ts';

/**
 * Text, @, text, dot, text (spec 1 §5, change e-mail): the one e-mail pattern of every form and
 * of the server. Login's "contains @" is met by it too.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any script) and single spaces between words. */
const NAME_LETTERS = /^[\p{L}][\p{L} ]*$/u;

export const emailSchema = z
  .string({ error: required('Email') })
  .trim()
  .min(1, { error: required('Email') })
  .max(LIMITS.emailMax, { error: tooLong('Email', LIMITS.emailMax) })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail });

function personName(label: string, spacesMessage: string) {
  return z
    .string({ error: required(label) })
    .trim()
    .min(1, { error: required(label) })
    .min(LIMITS.nameMin, { error: tooShort(label, LIMITS.nameMin) })
    .max(LIMITS.nameMax, { error: tooLong(label, LIMITS.nameMax) })
    .regex(NAME_LETTERS, { error: badFormat(label) })
    .refine((v) => !/ {2,}/.test(v) && v.split(' ').length <= 2, { error: spacesMessage });
}

/** Two addresses are the same account address when they match ignoring case and spaces. */
export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

export const firstNameSchema = personName('First name', MESSAGES.firstNameSpaces);
export const lastNameSchema = personName('Last name', MESSAGES.lastNameSpaces);

export const locationSchema = z
  .string({ error: required('Location') })
  .trim()
  .min(1, { error: required('Location') })
  .min(LIMITS.locationMin, { error: tooShort('Location', LIMITS.locationMin) })
  .max(LIMITS.locationMax, { error: tooLong('Location', LIMITS.locationMax) });

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: required('Password') }).min(1, { error: required('Password') }),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** What the server accepts on POST /auth/register. */
export const registerSchema = z.object({
  email: emailSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  location: locationSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds the confirmation, checked only in the client. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, { error: required('Confirm password') }) })
  .refine((v) => v.password === v.confirmPassword, {
    error: MESSAGES.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const tokenSchema = z
  .string({ error: MESSAGES.noVerificationToken })
  .trim()
  .min(1, { error: MESSAGES.noVerificationToken });

export const resendVerificationSchema = z.object({
  email: z
    .string({ error: MESSAGES.emailFirst })
    .trim()
    .min(1, { error: MESSAGES.emailFirst })
    .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail }),
});
