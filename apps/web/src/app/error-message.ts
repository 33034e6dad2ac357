import { ApiRequestError } from '@pedalswap/api-client';

/**
 * The sentence to show for a failed call (spec 1 §8): an answer from the server carries its own
 * message (or the catalogue's by status); a call that got no answer at all (network down, a
 * thrown TypeError) shows the action's fallback, e.g. "Failed to reset password".
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  return fallback;
}
