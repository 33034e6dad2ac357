// Business constants and limits: spec 1 §9, spec 2 §9, spec 3 §9. One place, used by server,
// machines, ui and web alike, so a limit can never differ between client and server.

export const SESSION = {
  /** Refresh the access token when less than this remains (spec 1 §4.2). */
  refreshThresholdMs: 5 * 60 * 1000,
  /** How often the remaining lifetime is checked (spec 1 §4.2). */
  refreshCheckIntervalMs: 60 * 1000,
  /** Delay before the browser goes to /login after an auth failure (spec 1 §4.3). */
  authFailureRedirectMs: 100,
  /** Device sessions end after this much inactivity (spec 1 §9). */
  inactivityExpiryMs: 7 * 24 * 60 * 60 * 1000,
  /** Lifetime of an access token: short, so a revoked session also stops at the token level. */
  accessTokenTtlSeconds: 15 * 60,
} as const;

export const REDIRECTS = {
  afterRegisterMs: 2000,
  afterResetPasswordMs: 3000,
  afterVerifyMs: 3000,
} as const;

export const ITEM_CALL_RETRY = {
  maxRetries: 3,
  baseDelayMs: 1000,
  statuses: [408, 500, 502, 503, 504] as readonly number[],
} as const;

export const QUERY_DEFAULTS = {
  staleTimeMs: 30_000,
  gcTimeMs: 5 * 60_000,
  retries: 2,
  maxRetryDelayMs: 30_000,
  itemStaleTimeMs: 5 * 60_000,
  offerStaleTimeMs: 30_000,
} as const;

export const NOTIFICATIONS = {
  popoverSize: 20,
  pageSize: 20,
  badgeCap: 9,
  unreadPollMs: 30_000,
  unreadStaleMs: 10_000,
  listPollMs: 60_000,
  listStaleMs: 30_000,
} as const;

export const UI_TIMING = {
  errorBannerMs: 5000,
  tooltipDelayMs: 700,
  toastRemoveDelayMs: 1_000_000,
} as const;

export const LIMITS = {
  passwordMin: 8,
  nameMin: 2,
  nameMax: 50,
  locationMin: 2,
  locationMax: 255,
  /** Profile bio is "not shown" in the spec: our decision, 1000 characters. */
  bioMax: 1000,
  emailMax: 254,
  avatarMaxBytes: 5 * 1024 * 1024,
  recentTransactions: 5,
  /** The new-offers alert lists this many offers per item, then "+N more" (spec 1 §9). */
  newOffersPerItem: 3,
  chatPageSize: 50,
  photosPerListing: 10,
  photoMaxBytes: 10 * 1024 * 1024,
  adminPageSize: 20,
} as const;

export const SSE_RECONNECT = {
  maxAttempts: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  manualReconnectMs: 1000,
} as const;

export const MOBILE_BREAKPOINT_PX = 768;

/** Static marketing figures of the Welcome page (spec 1 §1). */
export const WELCOME_STATS = [
  { value: '500+', label: 'traders' },
  { value: '1,200+', label: 'bikes' },
  { value: '800+', label: 'trades' },
  { value: '95%', label: 'happy' },
] as const;

/**
 * Where members write to us (/contact). One place, so a deployment changes it once; the demo
 * domain is the seed's.
 */
export const CONTACT = {
  supportEmail: 'support@pedalswap.test',
  /** Our promise on the contact page. */
  replyWithinDays: 2,
} as const;
