import type { MatchPoints } from '../../../contract/points';
import type { Score } from '../../../contract/score';

/** The REST reads the live store recovers through; the app plugs in the typed fetch layer. */
export interface LiveFetchers {
  /** `GET /matches/{id}/score`. */
  score(matchId: number, signal: AbortSignal): Promise<Score>;
  /** `GET /matches/{id}/points?after_seq=`. */
  points(matchId: number, afterSeq: number, signal: AbortSignal): Promise<MatchPoints>;
}

/** What a failed read told us, read off whatever error the fetch layer throws. */
export function failureOf(err: unknown): { status: number; mergedInto: number | null } {
  const e = (err ?? {}) as {
    status?: unknown;
    body?: { merged_into?: unknown };
    problem?: { mergedInto?: unknown };
  };
  const status = typeof e.status === 'number' ? e.status : 0;
  const into = e.body?.merged_into ?? e.problem?.mergedInto;
  return { status, mergedInto: typeof into === 'number' ? into : null };
}
