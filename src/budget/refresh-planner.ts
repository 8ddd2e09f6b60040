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
  /** Requests left today that polling may spend (the budget's reserve already taken off). */
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
export const MIN_USEFUL_INTERVAL_MS = 5_000;
/** The estimate of visible time to come never drops below this, so a long sitting does not burn the rest. */
export const MIN_REMAINING_VISIBLE_MS = 30 * MINUTE_MS;

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
