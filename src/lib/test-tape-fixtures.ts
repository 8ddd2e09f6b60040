import type { HistoryTapeRow } from '../../contract/history-matches';
import type { PricePointRow } from '../../contract/history-prices';

// Fixtures shaped like the local service's answers (captured from GET /history/matches/{id} and
// /history/archive/matches/{id}/tape); rows come from a small scorer so every score is legal.

const POINT = ['0', '15', '30', '40'];
const START = Date.parse('2026-11-22T00:48:16.749Z');

interface PlayOptions {
  bestOf?: 3 | 5;
  /** Rows carry a clock (observed) or not (reconstructed). */
  timed?: boolean;
  /** Rows carry a model probability. */
  model?: boolean;
  firstServer?: 1 | 2;
}

/** What a point-deciding function sees before each point. */
interface PointContext {
  server: 1 | 2;
  set: number;
  tiebreak: boolean;
  /** Points already played in this game. */
  inGame: number;
}
type Decide = (c: PointContext) => 1 | 2;

/**
 * Plays `winners` (a list, or a function deciding each point, played for `opts.maxPoints`) from 0-0
 * and returns the opening row plus one row per point.
 */
export function playTape(
  winners: readonly (1 | 2)[] | Decide,
  opts: PlayOptions & { maxPoints?: number } = {},
): HistoryTapeRow[] {
  const { bestOf = 3, timed = true, model = true, firstServer = 1 } = opts;
  const sets = [0, 0];
  const games: number[][] = [[0], [0]];
  let pts = [0, 0];
  let server: 1 | 2 = firstServer;
  let tiebreak = false;
  let tbPoints = 0;
  let over = false;
  let p1Prob = 0.5;
  const text = (): (string | null)[] => {
    if (over) return [null, null];
    if (tiebreak) return [String(pts[0]), String(pts[1])];
    if (pts[0] >= 3 && pts[1] >= 3) {
      if (pts[0] === pts[1]) return ['40', '40'];
      return pts[0] > pts[1] ? ['AD', '40'] : ['40', 'AD'];
    }
    return [POINT[pts[0]], POINT[pts[1]]];
  };
  const rows: HistoryTapeRow[] = [];
  const push = (i: number, pw: 1 | 2 | null) => {
    const ts = timed ? new Date(START + i * 30_000).toISOString() : null;
    rows.push({
      sets: [...sets],
      games: [[...games[0]], [...games[1]]],
      points: over ? null : text(),
      server: over ? null : server,
      is_tiebreak: tiebreak,
      timestamp: ts,
      win_probability_p1: model && !over ? Math.round(p1Prob * 10_000) / 10_000 : null,
      danger: model && !over ? 0.05 : null,
      sequence: i + 1,
      accepted_at: ts,
      point_winner: pw,
      winner: pw,
    });
  };
  push(0, null);
  const count = typeof winners === 'function' ? (opts.maxPoints ?? 1000) : winners.length;
  for (let n = 0; n < count && !over; n++) {
    const s = sets[0] + sets[1];
    const w =
      typeof winners === 'function'
        ? winners({ server, set: s, tiebreak, inGame: pts[0] + pts[1] })
        : winners[n];
    const i = w - 1;
    const o = 1 - i;
    pts[i]++;
    p1Prob = Math.min(0.99, Math.max(0.01, p1Prob + (w === 1 ? 0.01 : -0.01)));
    const need = tiebreak ? 7 : 4;
    if (pts[i] >= need && pts[i] - pts[o] >= 2) {
      games[i][s]++;
      pts = [0, 0];
      const wasTb = tiebreak;
      tiebreak = false;
      const [g1, g2] = [games[0][s], games[1][s]];
      const setWon = wasTb || ((g1 >= 6 || g2 >= 6) && Math.abs(g1 - g2) >= 2);
      if (setWon) {
        sets[i]++;
        if (sets[i] > bestOf / 2) over = true;
        else {
          games[0].push(0);
          games[1].push(0);
        }
      } else if (g1 === 6 && g2 === 6) {
        tiebreak = true;
        tbPoints = 0;
      }
      server = server === 1 ? 2 : 1;
    } else if (tiebreak) {
      tbPoints++;
      if (tbPoints % 2 === 1) server = server === 1 ? 2 : 1;
    }
    push(n + 1, w);
  }
  return rows;
}

/**
 * A long five-setter (500+ rows): every game goes to deuce once and the server holds, each set is
 * decided in a tiebreak won by p1 in odd sets and p2 in even ones.
 */
export const fiveSetter = () =>
  playTape(
    ({ server, set, tiebreak, inGame }) => {
      if (tiebreak) return set % 2 === 0 ? 1 : 2;
      const receiver = server === 1 ? 2 : 1;
      return inGame < 6 && inGame % 2 === 1 ? receiver : server;
    },
    { bestOf: 5 },
  );

export const P1 = 'Carlos Alcaraz';
export const P2 = 'Jannik Sinner';

const player = (id: number, name: string) => ({
  id,
  name,
  tour: 'ATP',
  country: null,
  ranking: null,
  ranking_points: null,
  ranking_movement: null,
  hand: null,
  backhand: null,
  birthday: null,
  is_doubles_team: false,
  data_completeness: { known: 3, of: 8, missing: ['hand', 'backhand', 'birthday', 'country', 'ranking'] },
});

/** The match block of a history tape, as the service sends it (a completed replay). */
function tapeMatch(id: number) {
  return {
    id,
    tournament: 'Wimbledon',
    tour: 'atp',
    tournament_id: '540',
    tier: 'grand_slam',
    tier_source: 'calendar',
    surface: 'grass',
    indoor: false,
    format: 'BO5',
    round: 'Final',
    round_code: 'F',
    is_qualifying: false,
    gender: 'men',
    status: 'completed',
    event_status: null,
    event_status_updated_at: null,
    is_doubles: false,
    draw: 'singles',
    scheduled_time: '2026-11-22T00:45:00.000Z',
    live_at: '2026-11-22T00:48:16.749Z',
    players: { p1: player(10, P1), p2: player(20, P2) },
    score: null,
    winner: 1,
    outcome: 'completed',
    withdrew: null,
    result_restated_at: null,
    result_version: 1,
    has_analysis: true,
    has_market: true,
    updated_at: '2026-11-22T02:31:23.749Z',
  };
}

/** `GET /history/matches/{id}` body around `rows`. */
export function historyTapeBody(id: number, rows: HistoryTapeRow[], meta: Record<string, unknown> = {}) {
  return {
    match: tapeMatch(id),
    tape: rows,
    tiebreaks: null,
    profiles: [],
    meta: {
      match_id: id,
      coverage: 'from_start',
      point_source: 'observed',
      model_rows: rows.filter((r) => r.win_probability_p1 !== null).length,
      points: { available_complete: true, complete: true, completeness: 1, rows: rows.length, basis: 'raw' },
      rows: rows.length,
      sequence: 'raw',
      ...meta,
    },
  };
}

/** `GET /history/archive/matches/{id}/tape` body: winner-first row, no clock, no model. */
export function archiveTapeBody(id: number, rows: HistoryTapeRow[]) {
  return {
    match: {
      id,
      source_id: 'atp:2013-580:127',
      tour: 'atp',
      level: 'G',
      tournament: 'Australian Open',
      surface: 'hard',
      draw_size: 128,
      event_date: '2013-01-14',
      round: 'F',
      best_of: 5,
      minutes: 220,
      winner: { name: 'Novak Djokovic', rank: 1, seed: 1, player_id: 104925, hand: 'R', country: 'srb' },
      loser: { name: 'Andy Murray', rank: 3, seed: 3, player_id: 104918, hand: 'R', country: 'gbr' },
      score: '6-7(2) 7-6(3) 6-3 6-2',
      outcome: 'completed',
    },
    tape: rows,
    tiebreaks: [{ p1: 2, p2: 7 }, { p1: 7, p2: 3 }, null, null],
    profiles: [],
    meta: {
      archive_match_id: id,
      coverage: 'reconstructed',
      point_source: 'reconstructed',
      model_rows: 0,
      rows: rows.length,
      points: { available_complete: true, complete: true, rows: rows.length, basis: 'recon' },
      granularity: 'point',
      sides: { '1': 'winner', '2': 'loser' },
      source: { dataset: 'pbp_compact', id: '11399459', file: 'pbp_matches_atp_main_current' },
    },
  };
}

/** `GET /history/matches/{id}/prices` rows for the points of `rows` (one per played point). */
export function priceRows(rows: HistoryTapeRow[]): PricePointRow[] {
  return rows.slice(1).map((r, k) => {
    const mid = Math.round((0.3 + (k % 40) / 100) * 10_000) / 10_000;
    const quote = (m: number) => ({
      mid: m,
      bid: Math.round((m - 0.01) * 10_000) / 10_000,
      ask: Math.round((m + 0.01) * 10_000) / 10_000,
      synthetic: false,
      timestamp: r.timestamp,
      resolution: 'tick',
      price_source: 'simulated_market',
    });
    return {
      seq: k + 1,
      sets: r.sets,
      games: r.games,
      points: r.points,
      is_tiebreak: r.is_tiebreak,
      ts: r.timestamp,
      quotes: { '1': quote(mid), '2': quote(Math.round((1 - mid) * 10_000) / 10_000) },
    };
  });
}
