import { CLOSE_CODES } from '../../../contract/feed-frames';
import { backoffDelay, jittered } from '../../lib/backoff';

/** What to do after the feed socket closed. */
export type ReconnectDecision =
  | { action: 'retry'; delayMs: number; reason: string | null }
  | { action: 'stop'; reason: string | null };

/** Our own close code when we drop a link that went silent (no ping within the window). */
export const DEAD_LINK_CLOSE = 4000;

export interface BackoffConfig {
  /** First delay after a restart (1012) or a dropped link. */
  baseMs: number;
  /** First delay after a transient refusal (1013): the server asked us to wait. */
  refusedBaseMs: number;
  maxMs: number;
}

export const defaultBackoff: BackoffConfig = { baseMs: 500, refusedBaseMs: 2_000, maxMs: 60_000 };

const backoff = (base: number, attempt: number, max: number, random: () => number) =>
  jittered(backoffDelay(base, attempt, max), random);

/**
 * The reconnect policy by close code (live-surface.md, Events 6): 1000 stop; 1008 stop and say why
 * (never retry a refusal unchanged); 1012 the service restarted, reconnect with backoff and
 * re-subscribe; 1013 transient refusal, back off longer and retry; anything else (a dropped or
 * dead link) reconnect with backoff. `attempt` counts failures since the last good subscription.
 */
export function decideReconnect(
  code: number,
  reason: string | null,
  attempt: number,
  config: BackoffConfig = defaultBackoff,
  random: () => number = Math.random,
): ReconnectDecision {
  switch (code) {
    case CLOSE_CODES.normal:
      return { action: 'stop', reason };
    case CLOSE_CODES.refused:
      return { action: 'stop', reason: reason ?? 'refused' };
    case CLOSE_CODES.tryAgainLater:
      return {
        action: 'retry',
        delayMs: backoff(config.refusedBaseMs, attempt, config.maxMs, random),
        reason,
      };
    case CLOSE_CODES.restart:
      return { action: 'retry', delayMs: backoff(config.baseMs, attempt, config.maxMs, random), reason };
    default:
      return {
        action: 'retry',
        delayMs: backoff(config.baseMs, attempt, config.maxMs, random),
        reason: code === DEAD_LINK_CLOSE ? 'silent_link' : reason,
      };
  }
}
