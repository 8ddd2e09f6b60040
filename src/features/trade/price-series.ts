import type { Score } from '../../../contract/score';
import type { MidTick } from '../../queries/market-quotes';

/** How many points a card's chart spans: about two games of play. */
export const SERIES_POINTS = 30;

/** One model reading: `t` ms on the service clock, `p` the p1 win probability. */
export interface Sample {
  t: number;
  p: number;
}

/** What a card's chart draws, oldest first. Arrays are replaced, never mutated, so a reader can hold one. */
export interface MatchSeries {
  model: readonly Sample[];
  market: readonly MidTick[];
  /** The score sequence of the last model sample: a re-asserted score is not a new point. */
  lastSequence: number | null;
}

const EMPTY: MatchSeries = { model: [], market: [], lastSequence: null };

/**
 * Per-match series for the grid's mini charts, kept outside React: the live store's score listener and
 * the price reads write here, and the chart scheduler (chart-frames.ts) is told which match changed.
 */
export function createSeriesBook(points = SERIES_POINTS) {
  const series = new Map<number, MatchSeries>();
  const listeners = new Set<(matchId: number) => void>();
  const put = (id: number, next: MatchSeries) => {
    series.set(id, next);
    for (const l of listeners) l(id);
  };
  return {
    get: (matchId: number): MatchSeries => series.get(matchId) ?? EMPTY,
    /** A score was shown for the match; it adds a sample when it carries the model and is a new state. */
    scoreSeen(matchId: number, score: Score | null, nowMs: number): void {
      const p = score?.win_probability_p1;
      if (typeof p !== 'number' || !Number.isFinite(p) || !score) return;
      const prev = series.get(matchId) ?? EMPTY;
      const sequence = typeof score.sequence === 'number' ? score.sequence : null;
      const last = prev.model.at(-1);
      if (sequence !== null && prev.lastSequence !== null && sequence <= prev.lastSequence) return;
      if (sequence === null && last?.p === p) return;
      // accepted_at is when the state was first accepted, on the clock the price ticks use.
      const accepted = score.accepted_at ? Date.parse(score.accepted_at) : Number.NaN;
      const t = Math.max(Number.isFinite(accepted) ? accepted : nowMs, last?.t ?? Number.NEGATIVE_INFINITY);
      put(matchId, { ...prev, model: [...prev.model, { t, p }].slice(-points), lastSequence: sequence });
    },
    /** A price read arrived with the match's recent p1 mids (oldest first). */
    ticksRead(matchId: number, ticks: readonly MidTick[] | undefined): void {
      const prev = series.get(matchId) ?? EMPTY;
      if (!ticks || ticks === prev.market) return;
      const kept = ticks.slice(-points);
      const same =
        kept.length === prev.market.length &&
        kept.every((k, i) => k.t === prev.market[i].t && k.mid === prev.market[i].mid);
      if (!same) put(matchId, { ...prev, market: kept });
    },
    /** Tell `listener` which match's series changed; returns the unsubscribe. */
    subscribe(listener: (matchId: number) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type SeriesBook = ReturnType<typeof createSeriesBook>;
