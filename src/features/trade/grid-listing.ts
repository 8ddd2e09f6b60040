import { useMemo } from 'react';
import type { Match, MatchList } from '../../../contract/match';
import { shownScore } from '../../live/merge/score-order';
import type { ScoreEntry } from '../../live/merge/score-entry';
import { useLiveStoreApi } from '../../live/store/live-hooks';
import { keepListing, sameBesideScore, sameValue } from '../../queries/keep-listing';

type Scores = Readonly<Record<number, ScoreEntry>>;

/** Every field but the score the very same value: a rewrite of the score alone (`{ ...m, score }`). */
function onlyScoreReplaced(prev: Match, next: Match): boolean {
  for (const k in next) if (k !== 'score' && prev[k as keyof Match] !== next[k as keyof Match]) return false;
  for (const k in prev) if (!(k in next)) return false;
  return true;
}

/** The same match for the grid: every field but the score the same, and the same score shown. */
function sameForGrid(prev: Match, next: Match, entry: ScoreEntry | undefined): boolean {
  if (prev === next) return true;
  return (
    (onlyScoreReplaced(prev, next) || sameBesideScore(prev, next)) &&
    sameValue(shownScore(prev.score, entry), shownScore(next.score, entry))
  );
}

/** Whether `next` is `prev` row for row, beside scores the cards already show (no copy made to tell). */
function sameListing(prev: readonly Match[], next: readonly Match[], scores: Scores): boolean {
  if (prev.length !== next.length) return false;
  for (let i = 0; i < next.length; i++) {
    const [a, b] = [prev[i], next[i]];
    if (a !== b && (a.id !== b.id || !sameForGrid(a, b, scores[b.id]))) return false;
  }
  return true;
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
  // The common case under a busy feed (a rewrite of scores alone) is told without building a
  // lookup and a new array on each of the cache's rewrites, twelve a second.
  if (sameListing(prev, next, scores)) return prev;
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
