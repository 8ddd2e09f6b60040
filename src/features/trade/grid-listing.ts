import { useMemo } from 'react';
import type { Match, MatchList } from '../../../contract/match';
import { shownScore } from '../../live/merge/score-order';
import type { ScoreEntry } from '../../live/merge/score-entry';
import { useLiveStoreApi } from '../../live/store/live-hooks';
import { keepListing, sameBesideScore, sameValue } from '../../queries/keep-listing';

type Scores = Readonly<Record<number, ScoreEntry>>;

/** The same match for the grid: every field but the score the same, and the same score shown. */
function sameForGrid(prev: Match, next: Match, entry: ScoreEntry | undefined): boolean {
  if (prev === next) return true;
  return (
    sameBesideScore(prev, next) && sameValue(shownScore(prev.score, entry), shownScore(next.score, entry))
  );
}

/**
 * The listing the grid draws: `prev` (the same array) while the new one differs only in scores the
 * cards already show from the live store. The cached live list is rewritten every 80 ms under a busy
 * feed (score-cache-writer), each time with the feed's newest scores, which every card shows already;
 * redrawing the grid of 500 cards for it was most of its renders. A score the store does not show
 * (a REST poll ahead of the feed, a key with no feed) is a new listing, as are matches starting or
 * ending; even then a row that did not change keeps its object, so its card does not re-render.
 */
export function keepGridListing(
  prev: readonly Match[],
  next: readonly Match[],
  scores: Scores,
): readonly Match[] {
  return keepListing(prev, next, (a, b) => sameForGrid(a, b, scores[b.id]));
}

const NO_MATCHES: readonly Match[] = [];

/**
 * A `select` for the live list (`useLiveSlate`) that keeps the grid's listing (`keepGridListing`)
 * against the live store in scope: the page re-renders only when the listing changed.
 */
export function useGridListingSelect(): (list: MatchList) => readonly Match[] {
  const live = useLiveStoreApi();
  return useMemo(() => {
    let kept = NO_MATCHES;
    return (list: MatchList) => {
      kept = keepGridListing(kept, list.data ?? NO_MATCHES, live.store.getState().scores);
      return kept;
    };
  }, [live]);
}
