import type { HistoryTapeRow } from '../../../../contract/history-matches';
import type { Price } from '../../../../contract/market';
import { winProbability } from '../../../../contract/markov/markov';
import type { MatchFormat } from '../../../../contract/markov/score-state';
import { stateFromWire, type WireScoreLike } from '../../../../contract/markov/wire-state';
import type { Score } from '../../../../contract/score';

/** One point of the win-probability chart: a score state the model priced. */
export interface ProbabilitySample {
  sequence: number;
  /** Epoch ms of the score state, when it carried one. */
  at: number | null;
  p1: number | null;
  model: number | null;
  market: number | null;
  /** Set and game label at this state, for markers ("S2 G5"). */
  setGame: string;
  danger: number | null;
  /** The score state it priced, for the hover readout and the score events on the charts. */
  score: WireScoreLike;
}

/** The chart stays a few thousand points at most (SVG slows past that, recharts #949). */
const SERIES_CAP = 2000;

const num = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

const wireOf = (s: WireScoreLike): WireScoreLike => ({
  sets: s.sets,
  games: s.games,
  points: s.points,
  server: s.server,
  is_tiebreak: s.is_tiebreak,
});

function setGame(score: Pick<Score, 'games'>): string {
  if (!score.games) return '';
  const sets = Math.max(score.games[0]?.length ?? 0, score.games[1]?.length ?? 0);
  const current = sets === 0 ? 0 : (score.games[0]?.[sets - 1] ?? 0) + (score.games[1]?.[sets - 1] ?? 0);
  return `S${Math.max(sets, 1)} G${current + 1}`;
}

/**
 * Adds a score state to the series in sequence order. States without a sequence or without any model
 * output are skipped (absent is not 0.5); a repeat of a held sequence replaces it (re-asserted state).
 */
export function addSample(series: readonly ProbabilitySample[], score: Score | null): ProbabilitySample[] {
  if (!score || score.sequence === null) return series as ProbabilitySample[];
  const p1 = num(score.win_probability_p1);
  const model = num(score.win_probability_p1_model);
  if (p1 === null && model === null) return series as ProbabilitySample[];
  const at = score.timestamp ? Date.parse(score.timestamp) : null;
  const sample: ProbabilitySample = {
    sequence: score.sequence,
    at: Number.isFinite(at) ? at : null,
    p1,
    model,
    market: null,
    setGame: setGame(score),
    danger: num(score.danger),
    score: wireOf(score),
  };
  const i = series.findIndex((s) => s.sequence === score.sequence);
  if (i >= 0) {
    const held = series[i];
    if (held.p1 === p1 && held.model === model && held.danger === sample.danger)
      return series as ProbabilitySample[];
    const next = series.slice();
    next[i] = sample;
    return next;
  }
  const next = [...series, sample].sort((a, b) => a.sequence - b.sequence);
  return next.length > SERIES_CAP ? next.slice(next.length - SERIES_CAP) : next;
}

/** Drops samples whose sequence was withdrawn: a refused state must not stay on the chart. */
export function dropSequencesAbove(
  series: readonly ProbabilitySample[],
  sequence: number,
): ProbabilitySample[] {
  return series.filter((s) => s.sequence <= sequence);
}

/**
 * Puts the market's p1 mid beside each sample: the newest p1 tick at or before the sample's time.
 * `ticks` may come newest first (as the service sends them).
 */
export function overlayMarket(
  series: readonly ProbabilitySample[],
  ticks: readonly Price[],
): ProbabilitySample[] {
  const p1 = ticks
    .filter((t) => t.side === 1 && t.mid !== null && t.timestamp)
    .map((t) => ({ at: Date.parse(t.timestamp as string), mid: t.mid as number }))
    .filter((t) => Number.isFinite(t.at))
    .sort((a, b) => a.at - b.at);
  if (p1.length === 0) return series.map((s) => ({ ...s, market: null }));
  let j = -1;
  return series.map((s) => {
    if (s.at === null) return { ...s, market: null };
    while (j + 1 < p1.length && p1[j + 1].at <= s.at) j++;
    return { ...s, market: j >= 0 ? p1[j].mid : null };
  });
}

/**
 * The tape's rows as chart samples: the tape read works on a live match (history-surface.md), so a
 * freshly opened page starts with the match so far instead of an empty chart. Rows without a sequence
 * or a probability are skipped; the tape carries no unanchored model line.
 */
export function samplesFromTape(rows: readonly HistoryTapeRow[]): ProbabilitySample[] {
  const out: ProbabilitySample[] = [];
  for (const row of rows) {
    const p1 = num(row.win_probability_p1);
    if (row.sequence === null || p1 === null) continue;
    const at = row.timestamp ? Date.parse(row.timestamp) : Number.NaN;
    out.push({
      sequence: row.sequence,
      at: Number.isFinite(at) ? at : null,
      p1,
      model: null,
      market: null,
      setGame: setGame(row),
      danger: num(row.danger),
      score: wireOf(row),
    });
  }
  return out;
}

/** Both series in sequence order; where both hold a sequence the live one (it has the model line) wins. */
export function mergeSeries(
  older: readonly ProbabilitySample[],
  live: readonly ProbabilitySample[],
): ProbabilitySample[] {
  if (older.length === 0) return live as ProbabilitySample[];
  const held = new Set(live.map((s) => s.sequence));
  const next = [...older.filter((s) => !held.has(s.sequence)), ...live].sort(
    (a, b) => a.sequence - b.sequence,
  );
  return next.length > SERIES_CAP ? next.slice(next.length - SERIES_CAP) : next;
}

/**
 * Fills the unanchored model line where a sample lacks it (the tape carries only the anchored value),
 * by rerunning the shared Markov model (contract/markov) with the service's raw serve chances.
 */
export function fillModelLine(
  series: readonly ProbabilitySample[],
  format: MatchFormat,
  raw: { pServe1: number; pServe2: number } | null,
): ProbabilitySample[] {
  if (!raw) return series as ProbabilitySample[];
  return series.map((s) => {
    if (s.model !== null) return s;
    const state = stateFromWire(s.score, format);
    return state ? { ...s, model: winProbability(state, format, raw.pServe1, raw.pServe2) } : s;
  });
}
