// Profile editing, e-mail change, avatar and the other account-area rules (spec 1 §5, §9), with
// the spec's exact messages. Bounds the spec leaves open are our decisions (LIMITS.bioMax).
import { z } from 'zod';
import { LIMITS } from './constants.ts';
import { emailSchema, firstNameSchema, lastNameSchema, locationSchema } from './auth-rules.ts';
import { tooLong } from './messages.ts';
import { OFFER_EMAIL_FREQUENCIES } from './notification-preferences.ts';

export const PROFILE_MESSAGES = {
  emailChangeBoth: 'Please provide both new email and current password',
  emailChangeSame: 'New email must be different from current email',
  emailChangeSent:
    'Verification email sent! Please check your new email address to complete the change.',
  emailChanged: 'Your email address has been changed.',
  invalidEmailChangeToken: 'Invalid verification link. Please check your email and try again.',
  emailTaken: 'That email address is already used by another account.',
  profileUpdated: 'Profile updated successfully!',
  avatarNotImage: 'Please select an image file',
  avatarTooLarge: 'Image must be smaller than 5MB',
  avatarUpdated: 'Profile photo updated successfully!',
  userNotFound: 'User not found',
  otherProfileForbidden: 'You do not have permission to view other user profiles',
  accountDeleted: 'Your account has been deleted.',
  lastOwner:
    'You are the last owner of PedalSwap. Make another member an owner before deleting your account.',
  deletedMemberName: 'Deleted member',
} as const;

/** Quiet hours are chosen on the hour, 00:00 to 23:00 (spec 1 §3). */
export const QUIET_HOUR = /^([01]\d|2[0-3]):00$/;
const quietHour = (label: string) =>
  z.string().regex(QUIET_HOUR, { error: `${label} must be on the hour, from 00:00 to 23:00` });

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

export const bioSchema = z
  .string()
  .trim()
  .refine((bio) => codePoints(bio) <= LIMITS.bioMax, { error: tooLong('Bio', LIMITS.bioMax) })
  .nullable();

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

export const sameEmail = (a: string, b: string) =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
