import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { marketQueries } from '../../queries/catalogue-queries';
import { historyQueries } from '../../queries/history-queries';
import { quoteOf } from '../../queries/market-quotes';
import { SERIES_POINTS, type SeriesBook } from './price-series';
import { tapeSamples } from './tape-samples';

// One row per score state in match order: a fraction of the raw tape's rows to read and check.
const TAPE = { sequence: 'clean' } as const;

/** At most this many cards are seeded at once: a screen of cards, whatever the window. */
const MAX_SEEDED = 32;
/** A card must stay on screen this long before its history is read: scrolling past reads nothing. */
const SEED_SETTLE_MS = 800;

/** `ids` once they have held still for `ms` (the cards a trader stopped on). */
function useSettled(ids: readonly number[] | null, ms: number): readonly number[] {
  const [settled, setSettled] = useState<readonly number[]>([]);
  const key = ids?.join(',') ?? '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ids` (a new array each render).
  useEffect(() => {
    if (!ids) return;
    const timer = setTimeout(() => setSettled(ids), ms);
    return () => clearTimeout(timer);
  }, [key, ms]);
  return settled;
}

interface ChartSeedOptions {
  book: SeriesBook | null;
  /** Cards on screen, or null when that cannot be known (no IntersectionObserver: nothing is seeded). */
  onScreen: readonly number[] | null;
  /** The key sees the model (ULTRA): the model line is seeded from each match's tape. */
  model: boolean;
  /** The key sees prices (PRO and up). */
  prices: boolean;
  /** Matches the grid already quotes (their reads carry the price history). */
  quoted: readonly number[];
}

/**
 * Fills the mini charts of the cards on screen with their recent history when the grid opens, so a
 * chart does not start empty and wait for points: the model line from the match's tape (one read per
 * match, `GET /history/matches/{id}?sequence=clean`, which works on a live match) and, for a card the grid does not quote, the market line from one price read.
 * Each match is read once per session (never refetched: the live feed and the quotes carry on from
 * there), at most MAX_SEEDED at a time, through the request budget like every read; the feed is a
 * separate socket and never waits for them.
 */
export function useChartSeeds({ book, onScreen, model, prices, quoted }: ChartSeedOptions): void {
  const ids = useSettled(onScreen, SEED_SETTLE_MS).slice(0, MAX_SEEDED);
  const quotedSet = new Set(quoted);
  const once = { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false } as const;
  const tapes = useQueries({
    queries: (model && book ? ids : []).map((id) => ({ ...historyQueries.tape(id, TAPE), ...once })),
  });
  const unquoted = prices && book ? ids.filter((id) => !quotedSet.has(id)) : [];
  const markets = useQueries({
    queries: unquoted.map((id) => ({
      ...marketQueries.prices(id, { limit: SERIES_POINTS }),
      ...once,
    })),
  });
  // Each answer is written to the book once (the query results are new arrays on every render).
  const fed = useRef(new WeakSet<object>());
  useEffect(() => {
    if (!book) return;
    for (const r of tapes) {
      const data = r.data;
      if (!data || fed.current.has(data)) continue;
      fed.current.add(data);
      const id = data.match?.id;
      if (typeof id === 'number') book.historyRead(id, tapeSamples(data.tape, SERIES_POINTS));
    }
    // A market names no match: the results are in the order of the ids asked this render.
    markets.forEach((r, i) => {
      const data = r.data;
      if (!data || fed.current.has(data)) return;
      fed.current.add(data);
      const history = quoteOf(data)?.history;
      if (history && history.length > 0) book.ticksRead(unquoted[i], history);
    });
  });
}
