import type { ScoreState, Side } from '../../../contract/markov/score-state';
import { applyPoint, displayPoints, initialState } from '../../engine/scoring';
import { sequenceAt } from '../../faults/apply-faults';
import type { FaultState } from '../../faults/fault-state';
import type { MatchContext } from '../../world/match-view';
import { servedGames } from '../../world/score-view';
import type { ResultEntry } from '../tape-era/result-corpus';

/** One HistoryTapeRow (contract/history-matches.ts). */
export interface TapeRow {
  sets: number[];
  games: number[][];
  points: Array<string | null>;
  server: Side | null;
  is_tiebreak: boolean;
  timestamp: string | null;
  win_probability_p1: number | null;
  danger: number | null;
  sequence: number | null;
  accepted_at: string | null;
  point_winner: Side | null;
  winner: Side | null;
}

const iso = (ms: number) => new Date(ms).toISOString();
const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/** The score-state part of a row; a finished match has no next point, so no points and no server. */
export function stateFields(s: ScoreState, deciderIsMatchTiebreak: boolean) {
  const over = s.winner !== null;
  return {
    sets: [...s.sets],
    games: servedGames(s, deciderIsMatchTiebreak),
    points: over ? [null, null] : displayPoints(s),
    server: over ? null : s.server,
    is_tiebreak: !over && s.tiebreakTo > 0,
  };
}

const blank = { timestamp: null, win_probability_p1: null, danger: null, sequence: null, accepted_at: null };

/** Rows the service committed for a replayed match, in commit order, up to the newest accepted state. */
export function observedRows(ctx: MatchContext, faults: FaultState): TapeRow[] {
  const { st, track } = ctx;
  const { states } = st.timeline;
  const mtb = st.slot.replay.format.deciderIsMatchTiebreak;
  const rows: TapeRow[] = [];
  for (let i = 0; i <= st.index; i++) {
    const s = states[i];
    const pw = i > 0 ? st.slot.replay.points.winner(i - 1) : null;
    // The model does not run on a decided match: the closing row carries no stamp.
    const modelled = s.winner === null;
    rows.push({
      ...stateFields(s, mtb),
      timestamp: iso(st.accept[i]),
      win_probability_p1: modelled ? round4(track.anchoredP1[i]) : null,
      danger: modelled ? round4(track.danger[i]) : null,
      sequence: sequenceAt(faults, st.slot.id, i),
      accepted_at: iso(st.accept[i]),
      point_winner: pw,
      winner: pw,
    });
  }
  return rows;
}

/** The whole-match sequence of a completed replay, one row per point, expanded after the fact. */
export function completeObservedRows(ctx: MatchContext): TapeRow[] {
  const { st } = ctx;
  const mtb = st.slot.replay.format.deciderIsMatchTiebreak;
  return st.timeline.states.slice(1).map((s, k) => {
    const pw = st.slot.replay.points.winner(k);
    return { ...stateFields(s, mtb), ...blank, point_winner: pw, winner: pw };
  });
}

/** Rows of a reconstructed result: null clocks and model fields, a point winner on every transition. */
export function resultRows(e: ResultEntry, opening: boolean): TapeRow[] {
  if (!e.recon) return [];
  const { winners } = e.recon;
  const mtb = e.format.deciderIsMatchTiebreak;
  const rows: TapeRow[] = [];
  let s = initialState(e.format, e.firstServer);
  for (let i = 0; i <= winners.length; i++) {
    if (i > 0) s = applyPoint(s, e.format, winners[i - 1] as Side);
    if (i === 0 && !opening) continue;
    const f = stateFields(s, mtb);
    const pw = i > 0 ? (winners[i - 1] as Side) : null;
    rows.push({
      sets: f.sets,
      games: f.games,
      points: f.points,
      server: f.server,
      is_tiebreak: f.is_tiebreak,
      timestamp: null,
      win_probability_p1: null,
      danger: null,
      sequence: null,
      accepted_at: null,
      point_winner: pw,
      winner: pw,
    });
  }
  return rows;
}

const sameList = <T>(a: readonly T[], b: readonly T[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const sameState = (a: TapeRow, b: TapeRow) =>
  a.is_tiebreak === b.is_tiebreak &&
  a.server === b.server &&
  sameList(a.sets, b.sets) &&
  sameList(a.points, b.points) &&
  sameList(a.games[0], b.games[0]) &&
  sameList(a.games[1], b.games[1]);

/**
 * `sequence=clean`: one row per distinct score state, the last assertion kept. Raw rows here are
 * already in match progress order, so collapsing re-assertions is all it takes; deuce cycles stay.
 */
export function cleanRows(rows: TapeRow[]): TapeRow[] {
  const out: TapeRow[] = [];
  for (const r of rows) {
    if (out.length > 0 && sameState(out[out.length - 1], r)) out[out.length - 1] = r;
    else out.push(r);
  }
  return out;
}

/**
 * Final tiebreak score per set, from observed states only: the last tiebreak state seen plus the
 * observed closing point; null for sets without a tiebreak or whose closing point was not seen.
 * Null overall when no set went to a tiebreak.
 */
export function observedTiebreaks(ctx: MatchContext): Array<{ p1: number; p2: number } | null> | null {
  const { st } = ctx;
  const states = st.timeline.states;
  const setsPlayed = states[Math.max(0, st.index)].games[0].length;
  const out: Array<{ p1: number; p2: number } | null> = Array.from({ length: setsPlayed }, () => null);
  let any = false;
  for (let i = 0; i < st.index; i++) {
    const s = states[i];
    const next = states[i + 1];
    if (s.tiebreakTo === 0 || next.sets[0] + next.sets[1] === s.sets[0] + s.sets[1]) continue;
    const w = st.slot.replay.points.winner(i);
    out[s.games[0].length - 1] = { p1: s.points[0] + (w === 1 ? 1 : 0), p2: s.points[1] + (w === 2 ? 1 : 0) };
    any = true;
  }
  // A tiebreak still in play (or whose closing point is not yet committed) also makes the set count.
  if (!any && states[Math.max(0, st.index)].tiebreakTo > 0) any = true;
  return any ? out : null;
}

/** Reconstructed tapes observed nothing: every tiebreak set is null, the array null without one. */
export function resultTiebreaks(e: ResultEntry): Array<null> | null {
  const hasTiebreak = e.parsed.sets.some(
    (s) => s.matchTiebreak || (Math.max(s.w, s.l) === 7 && Math.min(s.w, s.l) === 6),
  );
  return hasTiebreak ? e.parsed.sets.map(() => null) : null;
}
