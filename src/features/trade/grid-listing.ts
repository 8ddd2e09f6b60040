import { useMemo, useRef } from 'react';
import type { Match } from '../../../contract/match';
import { shownScore } from '../../live/merge/score-order';
import type { ScoreEntry } from '../../live/merge/score-entry';
import { useLiveStoreApi } from '../../live/store/live-hooks';

type Scores = Readonly<Record<number, ScoreEntry>>;

/** The same match for the grid: every field but the score the same object, and the same score shown. */
function sameForGrid(prev: Match, next: Match, entry: ScoreEntry | undefined): boolean {
  if (prev === next) return true;
  for (const key in next) {
    if (key === 'score') continue;
    if (prev[key as keyof Match] !== next[key as keyof Match]) return false;
  }
  if (Object.keys(prev).length !== Object.keys(next).length) return false;
  return shownScore(prev.score, entry) === shownScore(next.score, entry);
}

/**
 * The listing the grid draws: `prev` (the same array) while the new one differs only in scores the
 * cards already show from the live store. The cached live list is rewritten every 80 ms under a busy
 * feed (score-cache-writer), each time with the feed's newest scores, which every card shows already;
 * redrawing the grid of 500 cards for it was most of its renders. A score the store does not show
 * (a REST poll ahead of the feed, a key with no feed) is a new listing, as are matches starting or ending.
 */
export function keepGridListing(
  prev: readonly Match[],
  next: readonly Match[],
  scores: Scores,
): readonly Match[] {
  if (prev === next) return prev;
  if (prev.length !== next.length) return next;
  for (let i = 0; i < next.length; i++) {
    const m = next[i];
    if (prev[i].id !== m.id || !sameForGrid(prev[i], m, scores[m.id])) return next;
  }
  return prev;
}

/** `keepGridListing` over a view's renders, against the live store in scope. */
export function useGridListing(matches: readonly Match[]): readonly Match[] {
  const live = useLiveStoreApi();
  const kept = useRef(matches);
  return useMemo(() => {
    kept.current = keepGridListing(kept.current, matches, live.store.getState().scores);
    return kept.current;
  }, [matches, live]);
}
