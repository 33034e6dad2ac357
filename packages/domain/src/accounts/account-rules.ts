// Accounts created by staff tooling (CLI, demo seed) follow the register form's rules, plus a
// role and whether the address counts as verified.
import { z } from 'zod';
import { emailSchema, firstNameSchema, lastNameSchema, locationSchema } from './auth-rules.ts';
import { newPasswordSchema } from './password-rules.ts';
import { ROLES } from './roles.ts';

export const accountSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  location: locationSchema.nullable(),
  role: z.enum(ROLES),
  verified: z.boolean(),
});
export type AccountInput = z.input<typeof accountSchema>;
