import type { ApiError } from '../api/api-error';

const clock = (ms: number) => new Date(ms).toLocaleString();

/**
 * When a rate-limited request may be tried again, as a sentence in the user's time zone; null when the
 * error is not a rate limit (so callers can tell a limit from a failure).
 */
export function retryHint(error: ApiError, now: number = Date.now()): string | null {
  const p = error.problem;
  switch (p.type) {
    case 'rate_limited_minute':
      return p.retryAfterS === null
        ? 'Try again in a minute.'
        : `Try again in ${p.retryAfterS} s (at ${clock(now + p.retryAfterS * 1000)}).`;
    case 'rate_limited_day': {
      const at = p.resetsAt ? Date.parse(p.resetsAt) : Number.NaN;
      if (Number.isFinite(at)) return `The quota resets at ${clock(at)}.`;
      return p.retryAfterS === null
        ? 'The quota resets tomorrow.'
        : `Try again at ${clock(now + p.retryAfterS * 1000)}.`;
    }
    case 'abuse_throttled':
    case 'budget':
      return p.retryAtMs === null ? 'Try again later.' : `Try again at ${clock(p.retryAtMs)}.`;
    default:
      // A 429 the error model could not read still deserves a "wait" rather than a failure message.
      return error.status === 429 ? 'Try again in a minute.' : null;
  }
}

/** The longest wait a view keeps a timer for; beyond it the fan comes back (and the view re-reads). */
const LONGEST_AUTO_WAIT_MS = 24 * 3_600_000;

/**
 * When a failed read may go again by itself: a per-minute 429 after its Retry-After, a day-scope 429 at
 * its `resets_at`, a budget hold or abuse stop at its instant, a 503 rollup after its Retry-After. Null
 * for failures that asking again would not change (a refusal, a missing record). `now` is when the
 * answer arrived: a Retry-After counts from then.
 */
export function retryInstant(error: ApiError, now: number): number | null {
  const p = error.problem;
  let at: number | null = null;
  switch (p.type) {
    case 'rate_limited_minute':
      at = now + (p.retryAfterS ?? 60) * 1000;
      break;
    case 'rate_limited_day': {
      const reset = p.resetsAt ? Date.parse(p.resetsAt) : Number.NaN;
      at = Number.isFinite(reset) ? reset : p.retryAfterS === null ? null : now + p.retryAfterS * 1000;
      break;
    }
    case 'coverage_unavailable':
      at = p.retryAfterS === null ? null : now + p.retryAfterS * 1000;
      break;
    case 'abuse_throttled':
    case 'budget':
      at = p.retryAtMs;
      break;
    default:
      at = error.status === 429 ? now + 60_000 : null;
  }
  if (at === null || at - now > LONGEST_AUTO_WAIT_MS) return null;
  return Math.max(at, now);
}
