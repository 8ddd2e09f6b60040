import { DAY_MS, MINUTE_MS } from './budget-state';

// Plans the next live refresh so a day's requests last the user's day. Visible time is not known in
// advance, so spending is adaptive: the interval is the estimated visible time still to come divided
// by the requests still left, never below the per-minute floor. Refreshes happen only while the page
// is visible and a live view is open; everything else waits for those conditions.

/** What the planner looks at; all times are ms on the caller's clock. */
export interface PlanInput {
  now: number;
  visible: boolean;
  liveViewOpen: boolean;
  /** When the live data on screen was last fetched; null before the first fetch. */
  lastRefreshAt: number | null;
  /** Requests left today that polling may spend (`heldReserve` already taken off; may be fractional). */
  requestsLeft: number;
  /** Visible time with a live view open already spent today. */
  visibleSpentMs: number;
  /** How much such time the user's day is expected to hold (learned from earlier days). */
  expectedVisibleMs: number;
  /** The per-minute limit; the interval never goes below 60 s / perMinute. */
  perMinute: number;
  /** The budget's earliest allowed send (Retry-After, a 429, abuse stop); 0 when free. */
  blockedUntil: number;
}

/** The plan: when to refresh next (null: not while conditions hold) and why. */
export interface Plan {
  refreshAt: number | null;
  intervalMs: number;
  reason: 'hidden' | 'no_live_view' | 'day_spent' | 'blocked' | 'scheduled';
}

/** Shortest useful interval: the service refreshes a score's clock at most every 8 s. */
const MIN_USEFUL_INTERVAL_MS = 5_000;
/** The estimate of visible time to come never drops below this, so a long sitting does not burn the rest. */
const MIN_REMAINING_VISIBLE_MS = 30 * MINUTE_MS;

/** What `heldReserve` weighs: the day's reserve, what was opened by hand, and the visible day's progress. */
export interface ReserveInput {
  /** Requests a day is expected to spend on pages opened by hand (a match page, "Refresh now"). */
  reserve: number;
  /** Requests spent today outside the plan's own schedule (by hand, another tab's views, first loads). */
  byHand: number;
  visibleSpentMs: number;
  expectedVisibleMs: number;
}

/**
 * Day requests polling still leaves aside for pages opened by hand. The plan counts them from the
 * start, so an early match page comes out of the reserve instead of stretching every later interval;
 * and what the fan has not used is released as the expected visible day passes, so it is spent on
 * refreshes by the day's end instead of never. With pages opened at the expected rate the held part
 * is the reserve's share of the day still to come and the intervals stay even.
 */
export function heldReserve(i: ReserveInput): number {
  if (i.reserve <= 0) return 0;
  const progress = Math.min(1, Math.max(0, i.visibleSpentMs) / Math.max(1, i.expectedVisibleMs));
  return Math.max(0, Math.min(i.reserve - i.byHand, i.reserve * (1 - progress)));
}

/** Interval between refreshes for the time and requests left. */
export function refreshInterval(i: PlanInput): number {
  const floor = Math.max(MINUTE_MS / i.perMinute, MIN_USEFUL_INTERVAL_MS);
  if (i.requestsLeft <= 0) return Number.POSITIVE_INFINITY;
  const untilDayEnd = DAY_MS - (i.now % DAY_MS);
  const remaining = Math.min(
    Math.max(i.expectedVisibleMs - i.visibleSpentMs, MIN_REMAINING_VISIBLE_MS),
    untilDayEnd,
  );
  return Math.max(remaining / i.requestsLeft, floor);
}

/** The next refresh instant under the budget. */
export function planRefresh(i: PlanInput): Plan {
  const intervalMs = refreshInterval(i);
  if (!i.visible) return { refreshAt: null, intervalMs, reason: 'hidden' };
  if (!i.liveViewOpen) return { refreshAt: null, intervalMs, reason: 'no_live_view' };
  if (i.requestsLeft <= 0) return { refreshAt: null, intervalMs, reason: 'day_spent' };
  const due = i.lastRefreshAt === null ? i.now : Math.max(i.now, i.lastRefreshAt + intervalMs);
  if (i.blockedUntil > due) return { refreshAt: i.blockedUntil, intervalMs, reason: 'blocked' };
  return { refreshAt: due, intervalMs, reason: 'scheduled' };
}
