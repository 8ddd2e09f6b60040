import type { TradeRow } from './trade-row';

export const TRADE_SORTS = ['edge', 'danger', 'recency'] as const;
export type TradeSort = (typeof TRADE_SORTS)[number];

export const SORT_LABELS: Record<TradeSort, string> = {
  edge: 'Edge',
  danger: 'Danger',
  recency: 'Recency',
};

/** Reads `?sort=`; anything unknown falls back to edge, the trader's first question. */
export function parseSort(value: string | null): TradeSort {
  return (TRADE_SORTS as readonly string[]).includes(value ?? '') ? (value as TradeSort) : 'edge';
}

// Larger first; unknown always last so a gated or missing value never outranks a real one.
function keyOf(row: TradeRow, sort: TradeSort): number | null {
  switch (sort) {
    case 'edge':
      return row.edge === null ? null : Math.abs(row.edge);
    case 'danger':
      return row.danger;
    case 'recency':
      // Freshest score first: a smaller age ranks higher.
      return row.scoreAgeS === null ? null : -row.scoreAgeS;
  }
}

/** A sorted copy; ties keep the service's order (Array.prototype.sort is stable). */
export function sortRows(rows: readonly TradeRow[], sort: TradeSort): TradeRow[] {
  return [...rows].sort((a, b) => {
    const ka = keyOf(a, sort);
    const kb = keyOf(b, sort);
    if (ka === null || kb === null) return ka === kb ? 0 : ka === null ? 1 : -1;
    return kb - ka;
  });
}

/**
 * Sorts the shown rows and puts the ones hidden in spoiler-free mode after them, in the service's
 * order: a hidden match ranked by edge, danger or recency would hint at its score.
 */
export function sortShownFirst(
  rows: readonly TradeRow[],
  sort: TradeSort,
  hidden: ReadonlySet<number>,
): TradeRow[] {
  if (hidden.size === 0) return sortRows(rows, sort);
  const shown = rows.filter((r) => !hidden.has(r.match.id));
  return [...sortRows(shown, sort), ...rows.filter((r) => hidden.has(r.match.id))];
}
