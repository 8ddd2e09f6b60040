/** Reliability bins: [0, 0.1), [0.1, 0.2) … [0.9, 1]. */
const BINS = 10;
// Log loss of a forecast of exactly 0 or 1 that missed is infinite: forecasts are clipped.
const EPS = 1e-6;

/** Running sums of one forecaster: per bin and overall. */
export interface Tally {
  count: number[];
  sumForecast: number[];
  sumOutcome: number[];
  n: number;
  brierSum: number;
  logLossSum: number;
  matches: number;
}

export const emptyTally = (): Tally => ({
  count: Array(BINS).fill(0),
  sumForecast: Array(BINS).fill(0),
  sumOutcome: Array(BINS).fill(0),
  n: 0,
  brierSum: 0,
  logLossSum: 0,
  matches: 0,
});

const binOf = (p: number) => Math.min(BINS - 1, Math.floor(p * BINS));

/** Adds forecasts of one match (each a probability that player 1 wins) against its outcome y (1 or 0). */
export function addForecasts(t: Tally, forecasts: readonly number[], y: 0 | 1): Tally {
  if (forecasts.length === 0) return t;
  const next: Tally = {
    ...t,
    count: [...t.count],
    sumForecast: [...t.sumForecast],
    sumOutcome: [...t.sumOutcome],
    matches: t.matches + 1,
  };
  for (const raw of forecasts) {
    const p = Math.min(1, Math.max(0, raw));
    const b = binOf(p);
    next.count[b]++;
    next.sumForecast[b] += p;
    next.sumOutcome[b] += y;
    next.n++;
    next.brierSum += (p - y) ** 2;
    const q = Math.min(1 - EPS, Math.max(EPS, p));
    next.logLossSum += -(y * Math.log(q) + (1 - y) * Math.log(1 - q));
  }
  return next;
}

/** One bin of the reliability diagram; means are null in an empty bin (never 0). */
interface BinRow {
  from: number;
  to: number;
  count: number;
  meanForecast: number | null;
  observed: number | null;
}

export interface Score {
  bins: BinRow[];
  /** Forecasts scored (in-play rows or priced points). */
  n: number;
  matches: number;
  brier: number | null;
  logLoss: number | null;
}

/** The reliability diagram and the scores of a tally. */
export function scoreOf(t: Tally): Score {
  return {
    bins: t.count.map((count, b) => ({
      from: b / BINS,
      to: (b + 1) / BINS,
      count,
      meanForecast: count > 0 ? t.sumForecast[b] / count : null,
      observed: count > 0 ? t.sumOutcome[b] / count : null,
    })),
    n: t.n,
    matches: t.matches,
    brier: t.n > 0 ? t.brierSum / t.n : null,
    logLoss: t.n > 0 ? t.logLossSum / t.n : null,
  };
}

/** A forecaster (the model's in-play probability, or the market mid) against its own opening value held fixed. */
export interface Pair {
  live: Tally;
  baseline: Tally;
}

export const emptyPair = (): Pair => ({ live: emptyTally(), baseline: emptyTally() });

/**
 * Adds one match: every in-play forecast, and the baseline that repeats the pre-match forecast on
 * each of the same points, so both are scored on the same sample.
 */
export function addMatch(pair: Pair, forecasts: readonly number[], pre: number, y: 0 | 1): Pair {
  if (forecasts.length === 0) return pair;
  return {
    live: addForecasts(pair.live, forecasts, y),
    baseline: addForecasts(
      pair.baseline,
      forecasts.map(() => pre),
      y,
    ),
  };
}
