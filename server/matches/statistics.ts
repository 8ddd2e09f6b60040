import type { ScoreState, Side } from '../../contract/markov/score-state';
import type { MeasuredCounts, ReplayMatch, ReplayPoint } from '../data/slam-pbp';
import { isBreakPoint } from '../engine/scoring';
import type { MatchContext } from '../world/match-view';
import { STALE_AFTER_S } from '../world/score-view';
import { stateIndexAt } from '../world/timeline';

const iso = (ms: number) => new Date(ms).toISOString();
const pct = (n: number, d: number) => (d > 0 ? Math.round((100 * n) / d) : null);
/** The measured counters are "fetched" on this cadence, so they can trail the score. */
const MEASURED_EVERY_MS = 60_000;

function derived(states: ScoreState[], m: ReplayMatch, upto: number, side: Side) {
  const o = side === 1 ? 0 : 1;
  let sgp = 0,
    sgw = 0,
    rgp = 0,
    rgw = 0,
    bpf = 0,
    bps = 0,
    bpp = 0,
    bpc = 0,
    spp = 0,
    spw = 0,
    rpp = 0,
    rpw = 0;
  for (let i = 1; i <= upto; i++) {
    const prev = states[i - 1];
    const next = states[i];
    const winner = i - 1 < m.points.length ? m.points.winner(i - 1) : undefined;
    if (!winner) continue;
    const serving = prev.server === side;
    if (serving) {
      spp++;
      if (winner === side) spw++;
    } else {
      rpp++;
      if (winner === side) rpw++;
    }
    if (prev.tiebreakTo === 0 && isBreakPoint(prev, m.format)) {
      if (serving) {
        bpf++;
        if (winner === side) bps++;
      } else {
        bpp++;
        if (winner === side) bpc++;
      }
    }
    const gameEnded =
      prev.tiebreakTo === 0 &&
      (next.games[o].length !== prev.games[o].length ||
        next.games[0].at(-1) !== prev.games[0].at(-1) ||
        next.games[1].at(-1) !== prev.games[1].at(-1));
    if (gameEnded) {
      if (serving) {
        sgp++;
        if (winner === side) sgw++;
      } else {
        rgp++;
        if (winner === side) rgw++;
      }
    }
  }
  return {
    service_games_played: sgp,
    service_games_won: sgw,
    hold_pct: pct(sgw, sgp),
    return_games_played: rgp,
    return_games_won: rgw,
    break_pct: pct(rgw, rgp),
    break_points_faced: bpf,
    break_points_saved: bps,
    break_points_saved_pct: pct(bps, bpf),
    break_points_played: bpp,
    break_points_converted: bpc,
    break_points_converted_pct: pct(bpc, bpp),
    service_points_played: spp,
    service_points_won: spw,
    service_points_won_pct: pct(spw, spp),
    return_points_played: rpp,
    return_points_won: rpw,
    return_points_won_pct: pct(rpw, rpp),
    points_played: spp + rpp,
    points_won: spw + rpw,
  };
}

/** Counts from the data's own per-point columns, only for counters the file fills (never zero-filled). */
function measured(m: ReplayMatch, upto: number, side: Side, final: boolean): Record<string, number> {
  const has = (k: keyof MeasuredCounts) => m.measured.p1[k] !== undefined;
  const other: Side = side === 1 ? 2 : 1;
  const out: Record<string, number> = {};
  let aces = 0,
    dfs = 0,
    winners = 0,
    ue = 0,
    fe = 0,
    firstIn = 0,
    served = 0,
    firstWon = 0,
    secondWon = 0,
    secondPlayed = 0;
  for (let i = 0; i < upto && i < m.points.length; i++) {
    const p = m.points.at(i) as ReplayPoint;
    if (p.server === side) {
      if (p.outcome === 'ace') aces++;
      if (p.outcome === 'double_fault') dfs++;
      if (p.serve !== null) {
        served++;
        if (p.serve === 1) {
          firstIn++;
          if (p.winner === side) firstWon++;
        } else {
          secondPlayed++;
          if (p.winner === side) secondWon++;
        }
      }
    }
    // The recording counts an ace among the server's winners and a double fault among the
    // server's unforced errors (5,138 of the 5,139 measured sides hold exactly that), so the
    // running counts do too: a point carries one outcome, the file's columns are not exclusive.
    if (p.winner === side && (p.outcome === 'winner' || p.outcome === 'ace')) winners++;
    if (p.winner === other && (p.outcome === 'unforced_error' || p.outcome === 'double_fault')) ue++;
    if (p.winner === other && p.outcome === 'forced_error') fe++;
  }
  // A completed match's figures are the recording's own totals, field for field.
  const whole = final ? (side === 1 ? m.measured.p1 : m.measured.p2) : undefined;
  if (has('aces')) out.aces = whole?.aces ?? aces;
  if (has('double_faults')) out.double_faults = whole?.double_faults ?? dfs;
  if (has('winners')) out.winners_total = whole?.winners ?? winners;
  if (has('unforced_errors')) out.unforced_errors_total = whole?.unforced_errors ?? ue;
  if (has('forced_errors')) out.errors_total = whole?.forced_errors ?? fe;
  if (has('first_serves_in') && served > 0) {
    out.first_serves_in = firstIn;
    out.first_serves_in_of = served;
    out.first_serves_in_pct = pct(firstIn, served) ?? 0;
    out.first_serve_points_won = firstWon;
    out.first_serve_points_won_of = firstIn;
    out.second_serve_points_won = secondWon;
    out.second_serve_points_won_of = secondPlayed;
  }
  return out;
}

/** GET /matches/{id}/statistics: derived from the point record, measured from the file's counters. */
export function statisticsOf(ctx: MatchContext, now: number) {
  const { st } = ctx;
  const m = st.slot.replay;
  const id = st.slot.id;
  if (st.index < 0) {
    return {
      match_id: id,
      coverage: 'none',
      as_of: null,
      age_seconds: null,
      games_counted: 0,
      tiebreak_games_excluded: 0,
      inconsistent_games_excluded: 0,
      sets_covered: [],
      detail: 'The match has not started.',
      players: null,
      freshness: {
        measured_divergence: null,
        derived: { coverage: 'none', as_of: null, age_seconds: null, describes: null },
        measured: { coverage: 'none', as_of: null, age_seconds: null, describes: null },
      },
    };
  }
  const final = st.status === 'completed';
  const states = st.timeline.states;
  const idx = st.index;
  const fetchAt = final ? st.slot.endMs : Math.floor(now / MEASURED_EVERY_MS) * MEASURED_EVERY_MS;
  const measuredIdx = final ? idx : Math.max(0, Math.min(idx, stateIndexAt(st.accept, fetchAt)));
  const describeState = (k: number) => ({
    games_p1: [...states[k].games[0]],
    games_p2: [...states[k].games[1]],
    total_games:
      states[k].games[0].reduce((a, b) => a + b, 0) + states[k].games[1].reduce((a, b) => a + b, 0),
  });
  const asOf = st.accept[idx];
  const tiebreaks = states[idx].games[0].filter(
    (g, s) => Math.max(g, states[idx].games[1][s]) >= 7 && Math.abs(g - states[idx].games[1][s]) === 1,
  ).length;
  // A quiet feed (stale fault) past the 120 s staleness threshold: the figures are stale, not live.
  const quiet = st.quietSince !== undefined && now - st.accept[idx] > STALE_AFTER_S * 1000;
  const coverage = final ? 'final' : quiet ? 'stale' : 'live';
  const d1 = derived(states, m, idx, 1);
  const d2 = derived(states, m, idx, 2);
  return {
    match_id: id,
    coverage,
    as_of: iso(asOf),
    age_seconds: final ? null : 0,
    games_counted: d1.service_games_played + d2.service_games_played,
    tiebreak_games_excluded: tiebreaks,
    inconsistent_games_excluded: 0,
    sets_covered: states[idx].games[0].map((_, s) => s + 1),
    freshness: {
      measured_divergence: null,
      derived: { coverage, as_of: iso(asOf), age_seconds: final ? null : 0, describes: describeState(idx) },
      measured: {
        coverage,
        as_of: iso(fetchAt),
        age_seconds: final ? null : Math.floor((now - fetchAt) / 1000),
        describes: describeState(measuredIdx),
      },
    },
    players: {
      p1: { ...d1, measured: measured(m, measuredIdx, 1, final) },
      p2: { ...d2, measured: measured(m, measuredIdx, 2, final) },
    },
  };
}
