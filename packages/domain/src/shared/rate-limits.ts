// How often one visitor or member may do the costly or creating things (issue 25 item 10). The
// server enforces them; they live here so the numbers and their reasons have one home.

export const RATE_LIMITS = {
  /**
   * Pages rendered with their data on the server (/catalog, an item) per address and minute.
   * One costs about 4.6x the JSON call in CPU; past this the visitor gets the build's
   * prerendered page (the app then loads the data itself), never a refusal.
   */
  pageRendersPerMinute: 30,
  /**
   * Calls that create something (a listing, an offer, an event, a photo upload, an AI upload, a
   * typing event...) per member (or address, signed out) and minute, across all of them: far
   * above what a person does in a form, well below a script (520 events in 1.6 s before).
   */
  createsPerMinute: 60,
  /**
   * Live streams (a chat, the item events) one member holds open at once. A browser opens one
   * per tab showing one; past this the member's oldest stream ends (794 were held before).
   */
  openStreamsPerMember: 12,
} as const;
