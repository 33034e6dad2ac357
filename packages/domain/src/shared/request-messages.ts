// What the server says about a request it cannot take at all (issue 10, server hardening). The
// spec covers field rules, not these; the wording follows spec 1 §5's generic messages.

export const REQUEST_LIMITS = {
  /** An error lists at most this many field problems: enough to fix a form, never megabytes. */
  maxErrorDetails: 10,
  /** Path plus query, in characters; longer addresses answer 414. */
  maxUrlLength: 8192,
  /** Photos and avatars over this many pixels are refused before they are decoded. */
  imageMaxPixels: 50_000_000,
} as const;

export const REQUEST_MESSAGES = {
  /** NUL characters and unpaired surrogates: text no form can produce and no database stores. */
  badText: (field: string) => `${field} contains characters that are not allowed`,
  notAllowed: (field: string) => `${field} is not allowed`,
  payloadTooLarge: 'The request is too large.',
  uriTooLong: 'The address is too long.',
  headersTooLarge: 'The request headers are too large.',
  unavailable: 'Service temporarily unavailable. Please try again later.',
  /** A write that lost a race with another one twice (a deadlock or serialization failure). */
  busy: 'The service is busy right now. Please try again in a moment.',
  /**
   * The server's storage is full (issue 25 item 8). Our decision: a 503 like any outage the
   * operator fixes (the upload may be tried again later), not WebDAV's 507.
   */
  storageFull: 'We cannot store files right now. Please try again later.',
  tooManyAttempts: 'Too many failed attempts. Please wait a few minutes and try again.',
  imageTooLarge: (maxMegapixels: number) =>
    `This image is too large. Please use an image under ${maxMegapixels} megapixels.`,
} as const;

/** Rules of staff actions on their own account (separation of duties). */
export const STAFF_MESSAGES = {
  adjustOwnBalance: 'Staff cannot adjust their own token balance. Ask another staff member.',
} as const;
