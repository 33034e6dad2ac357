// The account area's user-facing texts (spec 1 §5, §8; spec 3 §8), each written once and shared
// by the server, the screens and the routes. Objects group them by where they are said; a text
// said in two places is defined in one object and referred to from the other.
import { LIMITS } from '../shared/constants.ts';
import { required } from '../shared/messages.ts';
import { AUTH_FAILURE_MESSAGE } from './session-messages.ts';

const SESSION_EXPIRED = 'Session expired. Please log in again.';

export const MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDoNotMatch: 'Passwords do not match',
  firstNameSpaces: 'First name should contain only one space maximum',
  lastNameSpaces: 'Last name should contain only one space maximum',
  emailFirst: 'Please enter your email address first',
  noVerificationToken: 'No verification token provided',
  invalidCredentials: 'Invalid email or password. Please try again.',
  emailExists: 'An account with that email already exists. Please try logging in.',
  verificationRequired: 'Please verify your email address before doing this.',
  emailNotVerifiedPage:
    'Email Verification Required: Please verify your email address to access this page. Check your inbox for the verification link.',
  sessionExpired: SESSION_EXPIRED,
  authFailure: AUTH_FAILURE_MESSAGE,
  registrationSuccess: 'Registration successful! Check your email to verify your account.',
  accessDeniedAdmin: "Access Denied: You don't have administrator privileges to access this page.",
  accessDeniedRole: "Access Denied: You don't have permission to access this page.",
  accountLocked: 'Account temporarily locked. Please try again later.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  invalidVerificationToken: 'This verification link is invalid or has expired.',
  emailVerified: 'Your email has been verified. You can now use every feature of PedalSwap.',
  verificationSent: 'Verification email sent! Please check your inbox.',
  /** The verify-email page: the link was refused with no message of the server's. */
  verificationFailed: 'Verification failed',
  /** The verify-email page's Resend button failed with no message of the server's. */
  resendFailed: 'Failed to resend email',
  /** The sign-in page's resend link (unverified account) failed with no message of the server's. */
  resendVerificationFailed: 'Failed to resend verification email',
  invalidRefreshToken: SESSION_EXPIRED,
  accountSuspended: 'This account has been suspended. Please contact support.',
  /** Ours: a suspended or deleted member tries to list or offer. */
  accountInactive: 'Your account is not active. Please contact support.',
} as const;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${LIMITS.passwordMin} characters long`,
  /** Spec 1 §5 asks for a letter and a number without giving the words: ours, like the number's. */
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

/** Settings texts not said elsewhere; the forms' field rules use the objects above. */
export const SETTINGS_MESSAGES = {
  currentPasswordRequired: required('Current password'),
  typeDelete: 'Please type DELETE to confirm',
  preferencesSaved: 'Preferences saved',
  revokeAllConfirm: 'This will log you out from all devices including this one. Continue?',
} as const;

/** Device sessions (Settings > Security): the server's answers, which the list shows as they are. */
export const DEVICE_MESSAGES = {
  notFound: 'Device session not found',
  revoked: 'Device revoked successfully',
  othersRevoked: 'All other devices revoked successfully',
  allRevoked: 'All devices revoked successfully',
} as const;

/** Fallbacks when the server gives no message (spec 1 §8). */
export const SETTINGS_FALLBACKS = {
  changePassword: 'Failed to change password',
  changeEmail: 'Failed to request email change',
  deleteAccount: 'Failed to delete account',
  loadDevices: 'Failed to load devices',
  revokeDevice: 'Failed to revoke device',
  revokeOthers: 'Failed to revoke devices',
  revokeAll: 'Failed to revoke all devices',
  savePreferences: 'Failed to save preferences',
} as const;

/** Notes and fallbacks of the forgot, reset and verify-e-mail-change pages (spec 1 §8). */
export const ACCOUNT_FLOW_MESSAGES = {
  resetLinkSent: "If an account exists with that email, we've sent password reset instructions...",
  resetLinkFailed: 'Failed to send reset email',
  resetFailed: 'Failed to reset password',
  emailChangeVerifyFailed: 'Failed to verify email change. The link may have expired.',
} as const;
