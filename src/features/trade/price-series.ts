import type { Score } from '../../../contract/score';
import type { MidTick } from '../../queries/market-quotes';

/** How many points a card's chart spans: about two games of play. */
export const SERIES_POINTS = 30;

/** One model reading: `t` ms on the service clock, `p` the p1 win probability. */
interface Sample {
  t: number;
  p: number;
}

/** A model reading from the match's tape, with the score state's sequence. */
export interface TapeSample extends Sample {
  sequence: number;
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
    /**
     * The match's earlier model readings (its tape, oldest first) arrived: they fill the chart before
     * the first reading seen live, so a card opened mid-match starts with its recent history.
     */
    historyRead(matchId: number, earlier: readonly TapeSample[]): void {
      const prev = series.get(matchId) ?? EMPTY;
      const firstLive = prev.model[0]?.t ?? Number.POSITIVE_INFINITY;
      const older = earlier.filter((s) => s.t < firstLive).slice(-points);
      if (older.length === 0) return;
      const newest = earlier[earlier.length - 1].sequence;
      put(matchId, {
        ...prev,
        model: [...older.map(({ t, p }) => ({ t, p })), ...prev.model].slice(-points),
        // A live score re-asserting the tape's newest state is not a new point.
        lastSequence: Math.max(prev.lastSequence ?? newest, newest),
      });
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
