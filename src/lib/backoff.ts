/**
 * The dashboard's one backoff: the wait before retry `attempt` (0 for the first) doubles from
 * `baseMs` and stops growing at `maxMs`. The feed's reconnects jitter it (`jittered`); the request
 * budget's 429 holds use it as is, since a Retry-After usually sets them. The gateway's dial to the
 * service (`gateway/feed/upstream-feed.ts`) follows the same rule.
 */
export function backoffDelay(baseMs: number, attempt: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
}

/** A delay spread over [delay/2, delay], so the tabs of many users do not return at once. */
export function jittered(delayMs: number, random: () => number = Math.random): number {
  return Math.round(delayMs / 2 + (delayMs / 2) * random());
}
