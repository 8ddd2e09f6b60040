import type { Match } from '../../../contract/match';
import { type TradeRow, toTradeRow } from './trade-row';
import type { ReadQuote } from './use-price-reads';

interface Entry {
  match: Match;
  quote: ReadQuote | undefined;
  row: TradeRow;
}

/**
 * Row objects kept while their match and quote are the same, so a memoised card skips an unchanged
 * row. The clock is not an input: a card shows its ages from the grid's one-second clock (score-age.tsx,
 * price-age.tsx), so time passing re-renders two small facts per card, not every card on screen.
 * `prune` drops the rows of matches that left the grid (finished, filtered out), so a grid open all
 * day holds the rows of the matches it shows, not of every match it ever showed.
 */
export function createRowCache(clock: () => number = Date.now) {
  const rows = new Map<number, Entry>();
  return {
    rowOf(match: Match, quote: ReadQuote | undefined): TradeRow {
      const hit = rows.get(match.id);
      if (hit && hit.match === match && hit.quote === quote) return hit.row;
      const row = toTradeRow(match, match.score, quote, clock());
      rows.set(match.id, { match, quote, row });
      return row;
    },
    /** Keeps the rows of `ids` alone. */
    prune(ids: ReadonlySet<number>): void {
      for (const id of rows.keys()) if (!ids.has(id)) rows.delete(id);
    },
    get size(): number {
      return rows.size;
    },
  };
}
