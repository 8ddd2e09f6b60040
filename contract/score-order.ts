// The order of one match's score states: the one rule every tier applies (the browser's live store
// and query cache, the gateway's held scores and shared REST answers). Pure functions, no imports.

/** What the order of two states of one match's score rests on (`sequence`, per live-surface.md). */
export interface ScoreOrder {
  sequence?: number | null;
}

/**
 * Whether `next` is a newer state of this match's score than `prev`:
 * - any state is newer than none;
 * - `sequence` orders the states of a match (one accepted state per sequence; a feed only rises);
 * - a state without a sequence (null) predates the counter: it is older than any sequenced state and
 *   replaces only another unsequenced one;
 * - at equal order the later arrival wins: the same state with a fresher age, staleness and
 *   corroboration.
 */
export function isNewerScore(
  next: ScoreOrder | null | undefined,
  prev: ScoreOrder | null | undefined,
): boolean {
  if (!next) return false;
  if (!prev) return true;
  const n = next.sequence ?? null;
  const p = prev.sequence ?? null;
  if (n === null) return p === null;
  if (p === null) return true;
  return n >= p;
}

/** `next` orders strictly after `prev`: newer, and not the same order arriving again. */
export function isStrictlyNewerScore(
  next: ScoreOrder | null | undefined,
  prev: ScoreOrder | null | undefined,
): boolean {
  return isNewerScore(next, prev) && !isNewerScore(prev, next);
}

/** What a holder knows of refused states: withdrawn sequences, and how far it stepped back. */
export interface ScoreRefusals {
  /** Sequences refused by `score_withdrawn`, ascending. */
  withdrawn: readonly number[];
  /** After a score read moved the sequence backwards, states up to this sequence are superseded. */
  supersededUpTo: number | null;
}

/** Whether an ascending list holds `value` (binary search). */
export function hasSorted(values: readonly number[], value: number): boolean {
  let lo = 0;
  let hi = values.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (values[mid] === value) return true;
    if (values[mid] < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return false;
}

/**
 * Whether a state was refused: its sequence was withdrawn, or the service stepped back past it. A
 * state without a sequence predates every refusal, so it is never refused.
 */
export function isRefusedScore(state: ScoreOrder | null | undefined, refusals: ScoreRefusals): boolean {
  const seq = state?.sequence ?? null;
  if (seq === null) return false;
  return (
    hasSorted(refusals.withdrawn, seq) || (refusals.supersededUpTo !== null && seq <= refusals.supersededUpTo)
  );
}

/**
 * Whether a `score_withdrawn` naming `supersededSequence` takes away a holder's latest state: the
 * named state and any ordered at or after it (built on it); an unnamed withdrawal (null) takes any.
 */
export function isWithdrawnBy(state: ScoreOrder, supersededSequence: number | null): boolean {
  return supersededSequence === null || isNewerScore(state, { sequence: supersededSequence });
}
