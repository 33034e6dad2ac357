// How soon a live event (the SSE stream) must show in another window: well under the 20 s the
// pages' polling fallback would take, so a pass still proves the stream. 1 s (the stream's usual
// time on a quiet machine) failed runs beside the other suites on two loaded cores.
export const LIVE_WITHIN_MS = 5_000;
