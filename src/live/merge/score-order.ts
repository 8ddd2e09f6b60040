import { hasSorted, type ScoreEntry } from './score-entry';

/** What the order of two states of one match's score rests on. */
interface Ordered {
  sequence?: number | null;
}

/**
 * The one rule for "is `next` a newer state of this match's score than `prev`", used by every writer
 * of a score (the live store, the query cache, a poll meeting the cache) and by `shownScore`:
 * - any state is newer than none;
 * - `sequence` orders the states of a match (one accepted state per sequence; a feed only rises);
 * - a state without a sequence predates the counter: it is older than any sequenced state and
 *   replaces only another unsequenced one;
 * - at equal order the later arrival wins: the same state with a fresher age, staleness and
 *   corroboration.
 */
export function isNewerScore(next: Ordered | null | undefined, prev: Ordered | null | undefined): boolean {
  if (!next) return false;
  if (!prev) return true;
  const n = next.sequence ?? null;
  const p = prev.sequence ?? null;
  if (n === null) return p === null;
  if (p === null) return true;
  return n >= p;
}

/**
 * The score a view shows: the live store's entry or the REST-read one (a listing row, a detail read),
 * whichever is newer by `isNewerScore`; at equal order the store's, which knows when it arrived. A
 * REST state the store has refused (withdrawn, or stepped back from by the service) never shows: the
 * store's last good state does.
 */
export function shownScore<S extends Ordered, L extends Ordered>(
  rest: S | null | undefined,
  entry: (Pick<ScoreEntry, 'withdrawn' | 'supersededUpTo'> & { score: L | null }) | undefined,
): S | L | null {
  if (!entry) return rest ?? null;
  const live = entry.score;
  const seq = rest?.sequence ?? null;
  const refused =
    seq !== null &&
    (hasSorted(entry.withdrawn, seq) || (entry.supersededUpTo !== null && seq <= entry.supersededUpTo));
  if (refused) return live;
  return isNewerScore(live, rest) ? live : (rest ?? null);
}
