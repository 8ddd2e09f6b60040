import type { HistoryTapeRow } from '../../contract/history-matches';
import type { PricePointRow } from '../../contract/history-prices';

const stateKey = (r: Pick<PricePointRow, 'sets' | 'games' | 'points' | 'is_tiebreak'>) =>
  JSON.stringify([r.sets, r.games, r.points, r.is_tiebreak]);

/**
 * For every tape row, the price row as it stood then (or null before the first one). Price rows
 * carry the point's capture time (`ts`), which is the tape row's `timestamp`: the newest price at
 * or before the row's time is the one that stood. Rows without a clock (reconstructed) fall back
 * to the price row of the same score state; a row matching none keeps the last one that stood.
 */
export function pricesByRow(
  rows: readonly HistoryTapeRow[],
  prices: readonly PricePointRow[],
): (PricePointRow | null)[] {
  if (prices.length === 0) return rows.map(() => null);
  const timed = prices
    .filter((p) => p.ts)
    .map((p) => ({ t: Date.parse(p.ts as string), p }))
    .sort((a, b) => a.t - b.t);
  const byState = new Map<string, PricePointRow>();
  for (const p of prices) if (!byState.has(stateKey(p))) byState.set(stateKey(p), p);
  let last: PricePointRow | null = null;
  return rows.map((r) => {
    if (r.timestamp) {
      // Binary search: raw rows are in commit order, which need not be time order.
      const t = Date.parse(r.timestamp);
      let lo = 0;
      let hi = timed.length - 1;
      let at = -1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        if (timed[mid].t <= t) {
          at = mid;
          lo = mid + 1;
        } else hi = mid - 1;
      }
      last = at >= 0 ? timed[at].p : null;
    } else {
      last = byState.get(stateKey(r)) ?? last;
    }
    return last;
  });
}

/** The market source label as the API gives it (`price_source` on a quote), or null. */
export function priceSource(row: PricePointRow | null): string | null {
  const q = row?.quotes['1'] ?? row?.quotes['2'];
  const src = (q as { price_source?: unknown } | null | undefined)?.price_source;
  return typeof src === 'string' ? src : null;
}
