/**
 * How long a derived event waits for a withdrawal of the state it came from before it is shown or
 * pushed: the service sends `score_withdrawn` within a second of the refused frame; two leave room
 * for batching. One figure for the browser's alerts and the gateway's pushes.
 */
export const ALERT_SETTLE_MS = 2_000;

/** The closest two of a desk's own list reads for alerts may be (what the feed never says). */
export const CLOSED_APP_CHECK_FLOOR_MS = 5 * 60_000;

/** The part of the day's remaining requests the closed-app checks may spend; the rest stays the fan's. */
const CLOSED_APP_DAY_SHARE = 0.5;

/**
 * How long a desk waits between its own reads of the live list for alerts nobody's page is reading:
 * half the day's remaining requests spread evenly over the time to the day's reset, never closer
 * than the floor (a FREE desk at the start of its day: about every 29 minutes). With none to spare
 * it waits for the reset. One rule for the gateway's pace and the settings page's words.
 */
export function closedAppCheckMs(requestsLeft: number, msToReset: number): number {
  const spare = Math.floor(requestsLeft * CLOSED_APP_DAY_SHARE);
  if (spare < 1) return Math.max(CLOSED_APP_CHECK_FLOOR_MS, msToReset);
  return Math.max(CLOSED_APP_CHECK_FLOOR_MS, Math.ceil(msToReset / spare));
}

const DAY_MS = 86_400_000;
/** Time to the next UTC midnight, when the service's daily quota resets. */
export const msToDayReset = (now: number) => (Math.floor(now / DAY_MS) + 1) * DAY_MS - now;
