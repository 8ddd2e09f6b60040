import type { ScoreWithdrawnFrame } from '../../../contract/feed-frames';
import type { Score } from '../../../contract/score';

/** A score state we held, with the local instant it arrived (for the age shown to the user). */
export interface HeldScore {
  score: Score;
  receivedAt: number;
}

/**
 * The live score of one match. `score` is the highest good sequence held; `history` keeps the recent
 * good states so a withdrawal can roll back to the last good one without a round trip.
 */
export interface ScoreEntry {
  matchId: number;
  /** The state shown, or null when nothing good is held (a withdrawal left no fallback). */
  score: Score | null;
  sequence: number | null;
  /** Local ms when the shown state arrived; age = score.age_seconds + (now - receivedAt). */
  receivedAt: number | null;
  /** Good states by ascending sequence, bounded to HISTORY_LIMIT. */
  history: HeldScore[];
  /**
   * Feed states still inside the withdrawal window (ascending sequence): held apart from `score` and
   * `history` so that a `score_withdrawn` arriving within the window drops them before any view
   * paints them (withdrawal-window.ts).
   */
  pending: HeldScore[];
  /** Sequences refused by `score_withdrawn` (ascending, bounded): a late copy must never come back. */
  withdrawn: number[];
  /** After REST moved the sequence backwards, feed copies up to this sequence are superseded. */
  supersededUpTo: number | null;
  /** The withdrawal with the highest superseded sequence, so the view can say why it rolled back. */
  lastWithdrawal: ScoreWithdrawnFrame | null;
  /** Local ms of the newest feed score frame; a REST read requested before it may be a stale race. */
  lastFeedAt: number | null;
  /** A withdrawal rolled back: ask REST for the current state (cleared by the next REST read). */
  needsRefetch: boolean;
}

/** How many good states we keep per match for rollbacks. */
export const HISTORY_LIMIT = 16;
/** How many refused sequences we remember per match. */
export const WITHDRAWN_LIMIT = 64;

/** An empty entry for a match we have heard nothing about yet. */
export function emptyScoreEntry(matchId: number): ScoreEntry {
  return {
    matchId,
    score: null,
    sequence: null,
    receivedAt: null,
    history: [],
    pending: [],
    withdrawn: [],
    supersededUpTo: null,
    lastWithdrawal: null,
    lastFeedAt: null,
    needsRefetch: false,
  };
}

/** Inserts `value` into an ascending array (copy), keeping at most `limit` of the highest values. */
export function insertSorted(values: readonly number[], value: number, limit: number): number[] {
  const next = values.slice();
  let i = next.length;
  while (i > 0 && next[i - 1] > value) i--;
  next.splice(i, 0, value);
  return next.length > limit ? next.slice(next.length - limit) : next;
}

/** Binary search in an ascending array (the contract's, beside the score rule that uses it). */
export { hasSorted } from '../../../contract/score-order';
