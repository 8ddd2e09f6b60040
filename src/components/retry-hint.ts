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
