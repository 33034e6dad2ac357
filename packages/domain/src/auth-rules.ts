// Validation of the sign-in and account forms (spec 1 §5), as zod schemas so that the server
// and the forms apply the very same rules and messages.
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { MESSAGES, badFormat, required, tooLong, tooShort } from './messages.ts';

/** Contains @ with text either side and a dot in the domain: what the spec's forms accept. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Letters (any script) and single spaces between words. */
const NAME_LETTERS = /^[\p{L}][\p{L} ]*$/u;

export const emailSchema = z
  .string({ error: required('Email') })
  .trim()
  .min(1, { error: required('Email') })
  .max(LIMITS.emailMax, { error: tooLong('Email', LIMITS.emailMax) })
  .regex(EMAIL_SHAPE, { error: MESSAGES.invalidEmail });

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

export const firstNameSchema = personName('First name', MESSAGES.firstNameSpaces);
export const lastNameSchema = personName('Last name', MESSAGES.lastNameSpaces);

export const locationSchema = z
  .string({ error: required('Location') })
  .trim()
  .min(1, { error: required('Location') })
  .min(LIMITS.locationMin, { error: tooShort('Location', LIMITS.locationMin) })
  .max(LIMITS.locationMax, { error: tooLong('Location', LIMITS.locationMax) });

/** The register rule: 8+ characters with a lowercase letter, an uppercase letter and a number. */
export const newPasswordSchema = z
  .string({ error: required('Password') })
  .min(1, { error: required('Password') })
  .min(LIMITS.passwordMin, { error: tooShort('Password', LIMITS.passwordMin) })
  .max(128, { error: tooLong('Password', 128) })
  .regex(/[a-z]/, { error: MESSAGES.passwordLower })
  .regex(/[A-Z]/, { error: MESSAGES.passwordUpper })
  .regex(/\d/, { error: MESSAGES.passwordNumber });

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
    .regex(EMAIL_SHAPE, { error: MESSAGES.invalidEmail }),
});

export interface FieldIssue {
  path: string;
  msg: string;
}

/** Zod issues as the API's `details` list ({ path, msg }), first issue per field. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({ path, msg: issue.message });
  }
  return out;
}
