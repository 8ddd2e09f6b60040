/** The outcome of a match for player 1, or null when it cannot be scored. */
export function outcomeOf(match: { winner?: number | null; outcome?: string | null }): 0 | 1 | null {
  // A walkover or a retirement ends for a reason no forecast of the play speaks to: not scored.
  if (match.outcome !== undefined && match.outcome !== null && match.outcome !== 'completed') return null;
  if (match.winner === 1) return 1;
  if (match.winner === 2) return 0;
  return null;
}

export interface Forecasts {
  /** Each scored in-play forecast of player 1 winning, in tape order. */
  live: number[];
  /** The first forecast, held fixed as the baseline. */
  pre: number;
}

const valid = (p: unknown): p is number => typeof p === 'number' && Number.isFinite(p) && p >= 0 && p <= 1;

/**
 * The model's forecasts from a tape (array order is authoritative): the first stamped row is the
 * pre-match forecast; the last stamped row, after the final point, is left out because the result
 * is known there. Null when fewer than two rows carry a probability.
 */
export function modelForecasts(rows: readonly { win_probability_p1?: number | null }[]): Forecasts | null {
  const ps = rows.map((r) => r.win_probability_p1).filter(valid);
  if (ps.length < 2) return null;
  return { live: ps.slice(0, -1), pre: ps[0] };
}

interface QuoteLike {
  mid?: number | null;
}

/** Player 1's market probability at one point: the two mids normalised, or the one side held. */
export function marketP1(quotes: { '1'?: QuoteLike | null; '2'?: QuoteLike | null }): number | null {
  const m1 = quotes['1']?.mid;
  const m2 = quotes['2']?.mid;
  if (valid(m1) && valid(m2) && m1 + m2 > 0) return m1 / (m1 + m2);
  if (valid(m1)) return m1;
  if (valid(m2)) return 1 - m2;
  return null;
}

/** The market mid's forecasts from the price rows (ascending `seq`), like the model's. */
export function marketForecasts(
  rows: readonly { quotes: Parameters<typeof marketP1>[0] }[],
): Forecasts | null {
  const ps = rows.map((r) => marketP1(r.quotes)).filter((p): p is number => p !== null);
  if (ps.length < 2) return null;
  return { live: ps.slice(0, -1), pre: ps[0] };
}
