import { isNewerScore, isRefusedScore, type ScoreOrder } from '../../../contract/score-order';
import type { ScoreEntry } from './score-entry';

// The rule itself lives in contract/score-order.ts, shared with the gateway; this file is the
// browser's use of it for what a view shows.

/** Whether the store holds this state in its withdrawal window (heard, not yet shown). */
function isWaiting(
  rest: ScoreOrder | null | undefined,
  pending: readonly { score: ScoreOrder }[] | undefined,
) {
  const seq = rest?.sequence ?? null;
  return seq !== null && !!pending?.some((p) => p.score.sequence === seq);
}

/**
 * The score a view shows: the live store's entry or the REST-read one (a listing row, a detail read),
 * whichever is newer by `isNewerScore`; at equal order the store's, which knows when it arrived. A
 * REST state the store has refused (withdrawn, or stepped back from by the service) never shows: the
 * store's last good state does; nor, while the store has a state of its own, does one it still
 * holds in its withdrawal window.
 */
export function shownScore<S extends ScoreOrder, L extends ScoreOrder>(
  rest: S | null | undefined,
  entry:
    | (Pick<ScoreEntry, 'withdrawn' | 'supersededUpTo'> & {
        score: L | null;
        pending?: readonly { score: ScoreOrder }[];
      })
    | undefined,
): S | L | null {
  if (!entry) return rest ?? null;
  const live = entry.score;
  if (isRefusedScore(rest, entry)) return live;
  // A state the store still holds in its window waits there too, unless nothing else is known.
  if (live && isWaiting(rest, entry.pending)) return live;
  return isNewerScore(live, rest) ? live : (rest ?? null);
}
