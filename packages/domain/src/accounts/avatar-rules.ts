// The avatar file check, apart from the zod form schemas (account-form-rules.ts) so that the
// profile page can check a picked file without bringing zod into its first load (issue 11).
import { LIMITS } from '../shared/constants.ts';
import { PROFILE_MESSAGES } from './account-messages.ts';

/** Checks an avatar file before upload; returns the spec's message, or null when it may go. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return PROFILE_MESSAGES.avatarNotImage;
  if (file.size > LIMITS.avatarMaxBytes) return PROFILE_MESSAGES.avatarTooLarge;
  return null;
}
