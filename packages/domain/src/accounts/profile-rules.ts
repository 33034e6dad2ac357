// Profile editing, e-mail change, avatar and the other account-area rules (spec 1 §5, §9), with
// the spec's exact messages. Bounds the spec leaves open are our decisions (LIMITS.bioMax).
import { z } from 'zod';
import { LIMITS } from '../shared/constants.ts';
import { tooLong } from '../shared/messages.ts';
import { PROFILE_MESSAGES } from './account-messages.ts';
import { emailSchema, firstNameSchema, lastNameSchema, locationSchema } from './auth-rules.ts';
import { isOnTheHour } from './settings-rules.ts';
import { OFFER_EMAIL_FREQUENCIES } from './notification-preferences.ts';

/** Quiet hours are chosen on the hour, 00:00 to 23:00 (spec 1 §3): the settings form's list. */
const quietHour = (label: string) =>
  z.string().refine(isOnTheHour, { error: `${label} must be on the hour, from 00:00 to 23:00` });

export const notificationPreferencesUpdateSchema = z
  .object({
    offerEmailFrequency: z.enum(OFFER_EMAIL_FREQUENCIES),
    offerNotificationsEnabled: z.boolean(),
    offerCreatedEmailEnabled: z.boolean(),
    offerAcceptedEmailEnabled: z.boolean(),
    offerRejectedEmailEnabled: z.boolean(),
    offerExpiredEmailEnabled: z.boolean(),
    offerCompletedEmailEnabled: z.boolean(),
    chatMessageEmailEnabled: z.boolean(),
    chatMessagePushEnabled: z.boolean(),
    quietHoursEnabled: z.boolean(),
    quietHoursStart: quietHour('Quiet hours start'),
    quietHoursEnd: quietHour('Quiet hours end'),
    // Read-only (the digest clock is the server's): accepted so that the preferences read from
    // the API can be sent back as they are, and dropped here (issue 10 item 13).
    lastOfferDigestSent: z.string().nullable(),
  })
  .partial()
  .strict()
  .transform(({ lastOfferDigestSent: _readOnly, ...editable }) => editable);
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/**
 * Characters as a person counts them (code points: an emoji is one), as the contract's
 * maxLength counts them, not UTF-16 units, which would count most emoji twice.
 */
export const codePoints = (text: string) => [...text].length;

/** The bio of the profile card's form; the API also takes null to clear it. */
export const bioTextSchema = z
  .string()
  .trim()
  .refine((bio) => codePoints(bio) <= LIMITS.bioMax, { error: tooLong('Bio', LIMITS.bioMax) });

const bioSchema = bioTextSchema.nullable();

/** PUT /users/profile: any subset of the fields; an empty bio clears it. */
export const profileUpdateSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    location: locationSchema,
    bio: bioSchema,
    notificationPreferences: notificationPreferencesUpdateSchema,
  })
  .partial()
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /users/email/change; "different from current" needs the account, so the caller checks it. */
export const emailChangeSchema = z.object({
  newEmail: z
    .string({ error: PROFILE_MESSAGES.emailChangeBoth })
    .trim()
    .min(1, { error: PROFILE_MESSAGES.emailChangeBoth })
    .pipe(emailSchema),
  currentPassword: z
    .string({ error: PROFILE_MESSAGES.emailChangeBoth })
    .min(1, { error: PROFILE_MESSAGES.emailChangeBoth }),
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
