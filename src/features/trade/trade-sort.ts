import { isInterrupted } from '../../lib/match-labels';
import type { TradeRow } from './trade-row';

/** A price older than this is a suspended or dead market, not an opportunity (live play ticks every point). */
const STALE_PRICE_S = 300;

/**
 * Play has stopped or its numbers are old: an interruption, a score the service calls stale, or a
 * price not updated for minutes. A replay interrupted hours ago keeps its last model and market apart,
 * which reads as a large edge; ranked with live play it would top the grid while nothing can be traded.
 */
export function isPaused(row: TradeRow): boolean {
  return (
    isInterrupted(row.match) ||
    row.score?.stale === true ||
    (row.priceAgeS !== null && row.priceAgeS > STALE_PRICE_S)
  );
}
const pausedLast = (a: TradeRow, b: TradeRow) => Number(isPaused(a)) - Number(isPaused(b));

const TRADE_SORTS = ['edge', 'importance', 'recency', 'tournament'] as const;
export type TradeSort = (typeof TRADE_SORTS)[number];

export const SORT_LABELS: Record<TradeSort, string> = {
  edge: 'Edge',
  importance: 'Point importance',
  recency: 'Last point',
  tournament: 'Tournament',
};

/** What each order means, for the sort buttons' hover text. */
export const SORT_HINTS: Record<TradeSort, string> = {
  edge: 'Largest gap between the model and the market first (either direction)',
  importance: 'Matches whose next point moves the win probability most first',
  recency: 'Matches whose score changed most recently first',
  tournament: 'Grouped by tournament, A to Z; newest point first within each',
};

/**
 * Reads `?sort=`; null when absent or unknown, so the caller applies the tier's default. `danger` is
 * the contract's word and was the URL value before "point importance": old links keep working.
 */
export function parseSort(value: string | null): TradeSort | null {
  if (value === 'danger') return 'importance';
  return (TRADE_SORTS as readonly string[]).includes(value ?? '') ? (value as TradeSort) : null;
}

/**
 * The sorts a key can use: edge and point importance are the model's (ULTRA); offered below it they
 * would order by values the trader cannot see.
 */
export const availableSorts = (hasModel: boolean): readonly TradeSort[] =>
  hasModel ? TRADE_SORTS : TRADE_SORTS.filter((s) => s !== 'edge' && s !== 'importance');

/** Edge needs the model (ULTRA); without it every edge is absent, so the newest points lead instead. */
export const defaultSort = (hasModel: boolean): TradeSort => (hasModel ? 'edge' : 'recency');

// Larger first; unknown always last so a gated or missing value never outranks a real one.
function keyOf(row: TradeRow, sort: Exclude<TradeSort, 'tournament'>): number | null {
  switch (sort) {
    case 'edge':
      return row.edge === null ? null : Math.abs(row.edge);
    case 'importance':
      return row.danger;
    case 'recency':
      // Freshest score first: a smaller age ranks higher.
      return row.scoreAgeS === null ? null : -row.scoreAgeS;
  }
}

function byKey(sort: Exclude<TradeSort, 'tournament'>) {
  return (a: TradeRow, b: TradeRow) => {
    const paused = pausedLast(a, b);
    if (paused !== 0) return paused;
    const ka = keyOf(a, sort);
    const kb = keyOf(b, sort);
    if (ka === null || kb === null) return ka === kb ? 0 : ka === null ? 1 : -1;
    return kb - ka;
  };
}

const recency = byKey('recency');
// Recency puts paused matches after play within each tournament.
const byTournament = (a: TradeRow, b: TradeRow) =>
  (a.match.tournament ?? '').localeCompare(b.match.tournament ?? '') || recency(a, b);

/**
 * A sorted copy; ties keep the service's order (Array.prototype.sort is stable). Paused matches
 * (`isPaused`) come after live play in every order, each part sorted alike.
 */
export function sortRows(rows: readonly TradeRow[], sort: TradeSort): TradeRow[] {
  return [...rows].sort(sort === 'tournament' ? byTournament : byKey(sort));
}

/**
 * The grid's order as match ids: pinned matches first, then the rest, each group sorted. A match
 * hidden in spoiler-free mode goes after the shown ones of its group in the service's order: ranked
 * by edge, importance or recency it would hint at its score.
 */
export function rankIds(
  rows: readonly TradeRow[],
  sort: TradeSort,
  pinned: ReadonlySet<number>,
  hidden: ReadonlySet<number>,
): number[] {
  const group = (pin: boolean) => {
    const mine = rows.filter((r) => pinned.has(r.match.id) === pin);
    const shown = mine.filter((r) => !hidden.has(r.match.id));
    return [...sortRows(shown, sort), ...mine.filter((r) => hidden.has(r.match.id))];
  };
  return [...group(true), ...group(false)].map((r) => r.match.id);
}
