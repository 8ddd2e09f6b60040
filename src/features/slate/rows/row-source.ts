import { createContext, useCallback, useContext, useRef, useSyncExternalStore } from 'react';
import type { LiveCore } from '../../../live/store/live-core';
import { useLiveStoreApi } from '../../../live/store/live-hooks';
import type { RowMatch } from './row-match';
import { sameRow } from './same-row';

/**
 * The slate's listing by match id, with one listener list per match. The listing is rewritten many
 * times a second under a busy feed (score-cache-writer slices); through this, a new listing wakes only
 * the rows on screen whose drawn content changed, and rows off screen not at all.
 */
export function createRowSource() {
  let rows = new Map<number, RowMatch>();
  const listeners = new Map<number, Set<() => void>>();
  return {
    get: (id: number): RowMatch | undefined => rows.get(id),
    /**
     * A new listing. A match drawn the same keeps its previous object, so its row's snapshot does not
     * change; each listener of a match whose row changed (or left the listing) is told once.
     */
    listingChanged(list: readonly RowMatch[]): void {
      const prev = rows;
      const next = new Map<number, RowMatch>();
      for (const match of list) {
        const before = prev.get(match.id);
        next.set(match.id, before && sameRow(before, match) ? before : match);
      }
      rows = next;
      for (const [id, heard] of listeners)
        if (prev.get(id) !== next.get(id)) for (const listener of [...heard]) listener();
    },
    subscribe(id: number, listener: () => void): () => void {
      const heard = listeners.get(id) ?? new Set<() => void>();
      listeners.set(id, heard);
      heard.add(listener);
      return () => {
        heard.delete(listener);
        if (heard.size === 0) listeners.delete(id);
      };
    },
  };
}

type RowSource = ReturnType<typeof createRowSource>;

/** The slate's row source; without one (a row rendered alone) a row draws its props. */
export const RowSourceContext = createContext<RowSource | null>(null);

const ignore = () => () => {};

/**
 * The newest version of a row's match. A `sourced` row (inside the slate) reads the slate's row
 * source: followed while `onScreen`; off screen, read as it stands whenever the row renders for
 * another reason (it comes on screen), so listing rewrites cost unseen rows nothing. Otherwise, and
 * before the source holds the match, `match` itself.
 */
export function useRowMatch(match: RowMatch, sourced: boolean, onScreen: boolean): RowMatch {
  const context = useContext(RowSourceContext);
  const source = sourced ? context : null;
  const id = match.id;
  const subscribe = useCallback(
    (listener: () => void) => (source && onScreen ? source.subscribe(id, listener) : ignore()),
    [source, id, onScreen],
  );
  const live = useLiveStoreApi();
  const kept = useRef<RowMatch | null>(null);
  const read = () => {
    const next = source?.get(id) ?? match;
    const prev = kept.current;
    if (prev && prev !== next && catchesUp(prev, next, live)) return prev;
    kept.current = next;
    return next;
  };
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * Whether `next` only writes into the listing the score the live store already holds for the match
 * (the feed's own score object, written by the score-cache writer a slice at a time): the row shows
 * the store's score whichever listing it holds, so it keeps `prev` and is not rendered again.
 */
function catchesUp(prev: RowMatch, next: RowMatch, live: LiveCore): boolean {
  const score = next.score;
  return (
    score !== null &&
    prev.id === next.id &&
    live.store.getState().scores[next.id]?.score === score &&
    sameRow({ ...next, score: prev.score }, prev)
  );
}
