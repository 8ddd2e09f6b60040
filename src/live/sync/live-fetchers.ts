import type { MatchPoints } from '../../../contract/points';
import type { Score } from '../../../contract/score';

/** The REST reads the live store recovers through; the app plugs in the typed fetch layer. */
export interface LiveFetchers {
  /** `GET /matches/{id}/score`. */
  score(matchId: number, signal: AbortSignal): Promise<Score>;
  /** `GET /matches/{id}/points?after_seq=`. */
  points(matchId: number, afterSeq: number, signal: AbortSignal): Promise<MatchPoints>;
  /**
   * A match's point pages from `after_seq=0` on, in order, through the cache the match page's Points
   * tab reads (the app's query client), so a read from the start serves both; recovery reads on with
   * `points` from the last page's `last_seq` while it says `has_more`. Without it, `points` reads all.
   */
  sharedPoints?(matchId: number, signal: AbortSignal): Promise<readonly MatchPoints[]>;
}

/**
 * What a failed read told us, read off whatever error the fetch layer throws: the status, the id a
 * 410 forwards to, and when the request budget or the service lets us ask again (`retryAtMs`, from a
 * budget refusal, a 429's Retry-After or an abuse block; null when it did not say).
 */
export function failureOf(
  err: unknown,
  now: number = Date.now(),
): { status: number; mergedInto: number | null; retryAtMs: number | null } {
  const e = (err ?? {}) as {
    status?: unknown;
    body?: { merged_into?: unknown };
    problem?: { mergedInto?: unknown; retryAtMs?: unknown; retryAfterS?: unknown };
  };
  const status = typeof e.status === 'number' ? e.status : 0;
  const into = e.body?.merged_into ?? e.problem?.mergedInto;
  const { retryAtMs, retryAfterS } = e.problem ?? {};
  const retryAt =
    typeof retryAtMs === 'number'
      ? retryAtMs
      : typeof retryAfterS === 'number'
        ? now + retryAfterS * 1000
        : null;
  return { status, mergedInto: typeof into === 'number' ? into : null, retryAtMs: retryAt };
}
