import type { Side } from '../../../lib/score-format';

/** Each side's own newest market mid (a probability), null where that side is not quoted. */
export type SideMids = Readonly<Record<Side, number | null>>;

export const NO_MIDS: SideMids = { 1: null, 2: null };

const probability = (p: unknown): number | null =>
  typeof p === 'number' && Number.isFinite(p) && p >= 0 && p <= 1 ? p : null;

/** What a row's figures say, all about one player: `side`'s model chance and market mid. */
export interface RowFigures {
  side: Side;
  /** The model's chance that `side` wins (0–1); null when the key's tier has no model. */
  model: number | null;
  /** `side`'s own market mid (0–1); null when that side has no quote. */
  market: number | null;
}

/**
 * One player for both of a row's figures. The model names its favourite ("Murray 93%"), so the market
 * figure beside it must be that same player's quote, read from the venue's price for that side: a p1
 * mid printed beside a p2 favourite read "Murray 93% Mkt 6%". Without a model the market's favourite
 * is named; with neither, p1. A side's market figure is its own quote, never the complement of the
 * other side's (the venue's two mids need not sum to 1).
 */
export function rowFigures(modelP1: number | null | undefined, mids: SideMids): RowFigures {
  const p1 = probability(modelP1);
  const m1 = probability(mids[1]);
  const m2 = probability(mids[2]);
  let side: Side = 1;
  if (p1 !== null) side = p1 >= 0.5 ? 1 : 2;
  else if (m1 !== null || m2 !== null) side = (m1 ?? 0) >= (m2 ?? 0) ? 1 : 2;
  return {
    side,
    model: p1 === null ? null : side === 1 ? p1 : 1 - p1,
    market: side === 1 ? m1 : m2,
  };
}
