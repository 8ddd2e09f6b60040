import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { type EventKind, formatFor, type Gender, type RoundCode, type Slam } from '../engine/formats';
import type { MatchFormat, ScoreState, Side } from '../../contract/markov/score-state';
import {
  applyPoint,
  currentSetIndex,
  displayPoints,
  gameJustEnded,
  initialState,
  setJustEnded,
} from '../engine/scoring';
import { parseCsv } from './csv';
import { readCells } from './csv-cells';
import { dataPath } from './data-dir';
import { diskCached } from './disk-cache';
import { decodeReplays, encodeReplays } from './replay-codec';
import { ReplayPoints } from './replay-points';
import {
  ACE,
  C,
  DOUBLE_FAULT,
  FORCED_ERR,
  flagBit,
  type PointRows,
  readPoints,
  UNF_ERR,
  WINNER,
} from './slam-point-rows';

export { parseElapsed } from './slam-point-rows';

export type PointOutcome = 'ace' | 'double_fault' | 'winner' | 'forced_error' | 'unforced_error';

export interface ReplayPoint {
  /** Seconds since the match's first point, made monotonic non-decreasing (suspensions included: gaps of up to 46 h). */
  elapsed: number;
  winner: Side;
  /** Serving side per the rules' rotation, anchored on PointServer (whose stray errors it overrides). */
  server: Side;
  /** 1st/2nd serve where the file really records it (2011 singles, doubles/mixed); null elsewhere. */
  serve: 1 | 2 | null;
  outcome: PointOutcome | null;
  /** Null when the file has no measurement (0 or empty). */
  speedKmh: number | null;
}

interface ReplayPlayer {
  name: string;
  /** Lowercase IOC code ('srb') from nation1/nation2 when present. */
  country: string | null;
  partner: string | null;
  partnerCountry: string | null;
}

/** Per-side totals from the data's own per-point columns; a counter the file does not fill stays undefined. */
export interface MeasuredCounts {
  aces?: number;
  double_faults?: number;
  winners?: number;
  unforced_errors?: number;
  forced_errors?: number;
  first_serves_in?: number;
  /** Points served whose serve number (1st/2nd) is known: the denominator of first_serves_in. */
  serve_points?: number;
  first_serve_points_won?: number;
  second_serve_points_won?: number;
}

export interface ReplayMatch {
  /** The data's match_id, e.g. '2012-ausopen-1701'. */
  key: string;
  year: number;
  slam: Slam;
  event: EventKind;
  gender: Gender;
  /** From match_num's second digit, counted back from the event's final. */
  roundCode: RoundCode | null;
  p1: ReplayPlayer;
  p2: ReplayPlayer;
  format: MatchFormat;
  /** Server of the first point (equals points[0].server). */
  firstServer: Side;
  /** Packed: one typed array, a point made as an object only when read (replay-points.ts). */
  points: ReplayPoints;
  /** Final games of each set as recorded in the score columns. */
  recordedSets: Array<[number, number]>;
  /** The replay reaches a match winner. */
  finished: boolean;
  outcome: 'completed' | 'retired';
  /** 2011 matches-file status 'Retired': the side that did not win. */
  retiredSide: Side | null;
  measured: { p1: MeasuredCounts; p2: MeasuredCounts };
}

export interface ReplayBundleReport {
  /** Matches with point rows in the data pack (all 44 points files). */
  checked: number;
  included: number;
  excluded: Record<string, number>;
  byEvent: Record<EventKind, { checked: number; included: number; excluded: Record<string, number> }>;
  /** Every excluded match with its reason and, for replay disagreements, where it first disagrees. */
  excludedMatches: Array<{ key: string; reason: string; detail?: string }>;
  /** Included points whose PointServer contradicted the serve rotation (the rotation wins), and in how many matches. */
  serverOverrides: { matches: number; points: number };
  /** Wall-clock milliseconds the first load took. */
  loadMs: number;
}

/** Listed in data/README.md: their PointWinner sequence contradicts their own score columns. */
const README_INCONSISTENT = new Set([
  '2012-frenchopen-1104',
  '2012-frenchopen-1129',
  '2012-frenchopen-2102',
  '2012-frenchopen-2111',
  '2012-frenchopen-2118',
  '2012-frenchopen-2502',
  '2012-usopen-1108',
  '2012-usopen-1403',
  '2012-usopen-2132',
  '2012-usopen-2205',
  '2013-ausopen-2137',
  '2013-ausopen-2157',
  '2014-ausopen-1211',
]);

const FLAG_COUNTERS = ['aces', 'double_faults', 'winners', 'unforced_errors', 'forced_errors'] as const;

const ROUNDS: RoundCode[] = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'];
const SLAMS: Slam[] = ['ausopen', 'frenchopen', 'usopen', 'wimbledon'];
const EVENTS: EventKind[] = ['singles', 'doubles', 'mixed'];

/** Event and gender from match_num's first digit (1 MS, 2 WS, 3 MD, 4 WD, 5 XD). */
function eventOf(matchNum: string): { event: EventKind; gender: Gender } | null {
  switch (matchNum[0]) {
    case '1':
      return { event: 'singles', gender: 'men' };
    case '2':
      return { event: 'singles', gender: 'women' };
    case '3':
      return { event: 'doubles', gender: 'men' };
    case '4':
      return { event: 'doubles', gender: 'women' };
    case '5':
      return { event: 'mixed', gender: null };
    default:
      return null;
  }
}

/**
 * The round digit counts up from the first round, and draws differ (48-team Wimbledon mixed,
 * 32-team 2020 US Open doubles), so rounds are counted back from the final: the largest digit
 * in the file for that event.
 */
function roundOf(matchNum: string, finalDigit: number): RoundCode | null {
  const i = ROUNDS.length - 1 - (finalDigit - Number(matchNum[1]));
  return i >= 0 && i < ROUNDS.length ? ROUNDS[i] : null;
}

const sideOf = (v: string): Side | null => (v === '1' ? 1 : v === '2' ? 2 : null);
const other = (s: Side): Side => (s === 1 ? 2 : 1);

function player(name: string, nation: string, partner: string, partnerNation: string): ReplayPlayer {
  return {
    name,
    country: nation ? nation.toLowerCase() : null,
    partner: partner || null,
    partnerCountry: partnerNation ? partnerNation.toLowerCase() : null,
  };
}

const hasFlag = (t: PointRows, r: number, side: Side, f: number): boolean =>
  (t.flagsSet[r] & flagBit(side, f)) !== 0;

function pointOutcome(t: PointRows, r: number, server: Side): PointOutcome | null {
  const winner = t.winner[r] as Side;
  const loser = other(winner);
  if (hasFlag(t, r, winner, ACE)) return 'ace';
  if (loser === server && hasFlag(t, r, loser, DOUBLE_FAULT)) return 'double_fault';
  if (hasFlag(t, r, winner, WINNER)) return 'winner';
  if (hasFlag(t, r, loser, FORCED_ERR)) return 'forced_error';
  if (hasFlag(t, r, loser, UNF_ERR)) return 'unforced_error';
  return null;
}

function measure(
  t: PointRows,
  rows: number[],
  points: ReplayPoint[],
): { p1: MeasuredCounts; p2: MeasuredCounts } {
  const p1: MeasuredCounts = {};
  const p2: MeasuredCounts = {};
  FLAG_COUNTERS.forEach((key, f) => {
    // An empty column (e.g. ForcedError after 2011) means "not measured", which is not zero.
    const either = flagBit(1, f) | flagBit(2, f);
    if (!rows.some((r) => (t.flagsFilled[r] & either) !== 0)) return;
    p1[key] = rows.filter((r) => hasFlag(t, r, 1, f)).length;
    p2[key] = rows.filter((r) => hasFlag(t, r, 2, f)).length;
  });
  if (points.some((p) => p.serve !== null)) {
    for (const [side, m] of [
      [1, p1],
      [2, p2],
    ] as const) {
      const served = points.filter((p) => p.server === side && p.serve !== null);
      m.serve_points = served.length;
      m.first_serves_in = served.filter((p) => p.serve === 1).length;
      m.first_serve_points_won = served.filter((p) => p.serve === 1 && p.winner === side).length;
      m.second_serve_points_won = served.filter((p) => p.serve === 2 && p.winner === side).length;
    }
  }
  return { p1, p2 };
}

/**
 * Final games per SetNo from the set's last row (the set-ending row: the next row opens the
 * next SetNo at 0-0), in the order the set numbers first appear. SetWinner is not trusted:
 * 2013-ausopen-1151 flags it at 7-6 in an advantage fifth set that went on to 8-6.
 */
function recordedSetsOf(t: PointRows, rows: number[]): Array<[number, number]> {
  const { cells } = t;
  const lastRow = new Map<string, number>();
  let setNo = '';
  rows.forEach((r, i) => {
    if (i === 0 || !cells.same(r, C.SetNo, rows[i - 1])) setNo = cells.str(r, C.SetNo);
    lastRow.set(setNo, r);
  });
  return [...lastRow.values()].map((r) => [cells.number(r, C.P1GamesWon), cells.number(r, C.P2GamesWon)]);
}

/** Replays PointWinner and says where it first contradicts the score columns (null = agrees). */
function replayDisagreement(
  t: PointRows,
  rows: number[],
  format: MatchFormat,
  firstServer: Side,
): { mismatch: string | null; final: ScoreState; servers: Side[] } {
  const { cells } = t;
  const cell = (r: number, col: number) => cells.str(r, col);
  let state = initialState(format, firstServer);
  const servers: Side[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (state.winner !== null)
      return { mismatch: `point ${i + 1} after the match ended`, final: state, servers };
    servers.push(state.server);
    const next = applyPoint(state, format, t.winner[r] as Side);
    // On a set-ending row the columns still show the finished set.
    const setIdx = setJustEnded(state, next) ? currentSetIndex(state) : currentSetIndex(next);
    const [g1, g2] = [`${next.games[0][setIdx]}`, `${next.games[1][setIdx]}`];
    // Cell by cell: "a-b" reads as "c-d" exactly when a = c and b = d, as no count holds a dash.
    if (
      !cells.equals(r, C.SetNo, String(setIdx + 1)) ||
      !cells.equals(r, C.P1GamesWon, g1) ||
      !cells.equals(r, C.P2GamesWon, g2)
    ) {
      const columns = `set ${cell(r, C.SetNo)} ${cell(r, C.P1GamesWon)}-${cell(r, C.P2GamesWon)}`;
      return {
        mismatch: `point ${i + 1}: set ${setIdx + 1} ${g1}-${g2} vs columns ${columns}`,
        final: next,
        servers,
      };
    }
    // After a game-ending point the files variously show 0-0 or GAME, so only mid-game scores are compared.
    if (!gameJustEnded(state, next)) {
      const shown = displayPoints(next);
      if (!cells.equals(r, C.P1Score, shown[0]) || !cells.equals(r, C.P2Score, shown[1])) {
        return {
          mismatch: `point ${i + 1}: ${shown.join('-')} vs columns ${cell(r, C.P1Score)}-${cell(r, C.P2Score)}`,
          final: next,
          servers,
        };
      }
    }
    state = next;
  }
  return { mismatch: null, final: state, servers };
}

/**
 * The engine's serve rotation, anchored on the side that agrees with most PointServer values:
 * the column has stray errors (a partner's number on one point, or a wrong first row), while
 * the rotation is fixed by the rules once the first server is known. Flipping the first server
 * flips every point, so agreement(other) = known - agreement(first).
 */
function settleServers(t: PointRows, rows: number[], servers: Side[]): { servers: Side[]; fixes: number } {
  let known = 0;
  let agree = 0;
  rows.forEach((r, i) => {
    const side = t.server[r];
    if (side === 0) return;
    known++;
    if (side === servers[i]) agree++;
  });
  return agree * 2 >= known
    ? { servers, fixes: known - agree }
    : { servers: servers.map(other), fixes: agree };
}

function buildPoints(t: PointRows, rows: number[], servers: Side[]): ReplayPoint[] {
  const first = rows.length > 0 ? t.elapsed[rows[0]] : 0;
  const t0 = Number.isNaN(first) ? 0 : first;
  let clock = 0;
  return rows.map((r, i) => {
    const server = servers[i];
    const at = t.elapsed[r];
    // Clocks occasionally step back a few seconds; holding the last value keeps replays in order.
    if (!Number.isNaN(at)) clock = Math.max(clock, at - t0);
    const speed = t.cells.number(r, C.Speed_KMH);
    return {
      elapsed: clock,
      winner: t.winner[r] as Side,
      server,
      serve: t.serve[r] === 0 ? null : (t.serve[r] as 1 | 2),
      outcome: pointOutcome(t, r, server),
      speedKmh: speed > 0 ? speed : null,
    };
  });
}

interface IndexRow {
  year: number;
  slam: Slam;
  event: EventKind;
  matchesFile: string;
  pointsFile: string;
  matchesWithPoints: number;
}

function readIndex(): IndexRow[] {
  const [header = [], ...rows] = parseCsv(readFileSync(dataPath('slam_pbp', 'INDEX.csv'), 'utf8'));
  const at = (row: string[], name: string): string => row[header.indexOf(name)] ?? '';
  return rows
    .filter((r) => at(r, 'points_status') === 'present')
    .map((r) => ({
      year: Number(at(r, 'year')),
      slam: at(r, 'slam') as Slam,
      event: at(r, 'event') as EventKind,
      matchesFile: at(r, 'matches_file'),
      pointsFile: at(r, 'points_file'),
      matchesWithPoints: Number(at(r, 'matches_with_points')),
    }))
    .filter((r) => SLAMS.includes(r.slam) && EVENTS.includes(r.event));
}

/** Only the IBM Slamtracker files carry ElapsedTime; the AO/FO Infosys doubles files have no clock. */
const hasPointClock = (f: IndexRow): boolean =>
  f.event === 'singles' || f.slam === 'usopen' || f.slam === 'wimbledon';

/** Every combination of rules, to tell a wrong format from a data glitch. */
const ALL_FORMATS: MatchFormat[] = ([3, 5] as const).flatMap((bestOf) =>
  (['advantage', 'tiebreak7', 'tiebreak7at12', 'tiebreak10'] as const).flatMap((finalSet) =>
    [false, true].flatMap((deciderIsMatchTiebreak) =>
      [false, true].map((noAd) => ({ bestOf, finalSet, deciderIsMatchTiebreak, noAd })),
    ),
  ),
);

type Verdict = { match: ReplayMatch; serverFixes: number } | { excluded: string; detail?: string };
type MatchInfo = Record<string, string>;

function readMatchesFile(file: string): Map<string, MatchInfo> {
  const names = [
    'match_id',
    'match_num',
    'player1',
    'player2',
    'status',
    'winner',
    'nation1',
    'nation2',
    'partner1',
    'partner2',
    'nation_partner1',
    'nation_partner2',
  ];
  const cells = readCells(gunzipSync(readFileSync(dataPath('slam_pbp', file))).toString('utf8'), names);
  const byId = new Map<string, MatchInfo>();
  for (let r = 0; r < cells.rows; r++) {
    const info: MatchInfo = {};
    names.forEach((n, k) => {
      info[n] = cells.str(r, k);
    });
    byId.set(info.match_id, info);
  }
  return byId;
}

function loadFile(f: IndexRow, onMatch: (key: string, event: EventKind, v: Verdict) => void): void {
  const info = readMatchesFile(f.matchesFile);
  const finals = new Map<string, number>();
  for (const m of info.values()) {
    const num = m.match_num;
    finals.set(num[0], Math.max(finals.get(num[0]) ?? 0, Number(num[1]) || 0));
  }
  const { rows: table, byMatch } = readPoints(f.pointsFile);
  for (const [key, rows] of byMatch) {
    const m = info.get(key);
    const kind = m ? eventOf(m.match_num) : null;
    if (!m || !kind) onMatch(key, f.event, { excluded: 'unknown_match' });
    else onMatch(key, kind.event, buildMatch(f, key, m, table, rows, kind, finals.get(m.match_num[0]) ?? 0));
  }
}

function buildMatch(
  f: IndexRow,
  key: string,
  m: MatchInfo,
  t: PointRows,
  rows: number[],
  kind: { event: EventKind; gender: Gender },
  finalDigit: number,
): Verdict {
  if (README_INCONSISTENT.has(key)) return { excluded: 'readme_inconsistent' };
  if (rows.length === 0) return { excluded: 'no_points' };
  if (!rows.some((r) => !Number.isNaN(t.elapsed[r]))) return { excluded: 'no_point_clock' };
  const known = rows.find((r) => t.server[r] !== 0);
  if (known === undefined) return { excluded: 'no_server' };
  const dataFirst = t.server[known] as Side;
  const roundCode = roundOf(m.match_num, finalDigit);
  const format = formatFor(f.year, f.slam, kind.event, kind.gender, roundCode);
  const { mismatch, final, servers: rotation } = replayDisagreement(t, rows, format, dataFirst);
  if (mismatch !== null) {
    // Data glitches stay glitches under any rules; a match that another format replays cleanly
    // means formatFor picked the wrong rules, which the tests treat as a failure.
    const fits = ALL_FORMATS.find((alt) => replayDisagreement(t, rows, alt, dataFirst).mismatch === null);
    if (fits) return { excluded: 'format_mismatch', detail: `${mismatch}; fits ${JSON.stringify(fits)}` };
    return { excluded: 'replay_disagrees_with_score_columns', detail: mismatch };
  }
  const finished = final.winner !== null;
  const retired = m.status === 'Retired' && !finished;
  if (!finished && !retired) {
    const score = final.games[0].map((g, k) => `${g}-${final.games[1][k]}`).join(' ');
    return { excluded: 'unfinished', detail: `data stops at ${score} (${displayPoints(final).join('-')})` };
  }
  const recordedWinner = sideOf(m.winner);
  const { servers, fixes } = settleServers(t, rows, rotation);
  const points = buildPoints(t, rows, servers);
  return {
    match: {
      key,
      year: f.year,
      slam: f.slam,
      event: kind.event,
      gender: kind.gender,
      roundCode,
      p1: player(m.player1, m.nation1, m.partner1, m.nation_partner1),
      p2: player(m.player2, m.nation2, m.partner2, m.nation_partner2),
      format,
      firstServer: servers[0],
      points: ReplayPoints.from(points),
      recordedSets: recordedSetsOf(t, rows),
      finished,
      outcome: retired ? 'retired' : 'completed',
      retiredSide: retired && recordedWinner !== null ? other(recordedWinner) : null,
      measured: measure(t, rows, points),
    },
    serverFixes: fixes,
  };
}

let cache: { matches: ReplayMatch[]; report: ReplayBundleReport } | null = null;

/** The cached form of the recordings (server/world/start-forms.ts checks for it). */
export const REPLAYS_FORM = { name: 'replays', sources: ['slam_pbp'] } as const;

/** The live replay's recordings: from their compact cached form when it matches the files (~10× faster). */
function load(): { matches: ReplayMatch[]; report: ReplayBundleReport } {
  cache ??= diskCached({
    ...REPLAYS_FORM,
    build: parseAll,
    encode: encodeReplays,
    decode: decodeReplays,
  });
  return cache;
}

function parseAll(): { matches: ReplayMatch[]; report: ReplayBundleReport } {
  const started = performance.now();
  const emptyTally = () => ({ checked: 0, included: 0, excluded: {} as Record<string, number> });
  const report: ReplayBundleReport = {
    checked: 0,
    included: 0,
    excluded: {},
    byEvent: { singles: emptyTally(), doubles: emptyTally(), mixed: emptyTally() },
    excludedMatches: [],
    serverOverrides: { matches: 0, points: 0 },
    loadMs: 0,
  };
  const tally = (event: EventKind, reason: string | null, n = 1): void => {
    for (const t of [report, report.byEvent[event]]) {
      t.checked += n;
      if (reason === null) t.included += n;
      else t.excluded[reason] = (t.excluded[reason] ?? 0) + n;
    }
  };
  const matches: ReplayMatch[] = [];
  for (const f of readIndex()) {
    if (!hasPointClock(f)) {
      tally(f.event, 'no_point_clock', f.matchesWithPoints);
      continue;
    }
    loadFile(f, (key, event, v) => {
      if ('match' in v) {
        matches.push(v.match);
        report.serverOverrides.points += v.serverFixes;
        if (v.serverFixes > 0) report.serverOverrides.matches++;
      } else
        report.excludedMatches.push({ key, reason: v.excluded, ...(v.detail ? { detail: v.detail } : {}) });
      tally(event, 'match' in v ? null : v.excluded);
    });
  }
  report.loadMs = Math.round(performance.now() - started);
  return { matches, report };
}

/** All bundled replayable matches (real point clock, consistent with their score columns); cached. */
export function loadReplayMatches(): ReplayMatch[] {
  return load().matches;
}

/** What the bundle checked, kept and dropped (by reason and by event); loads the bundle if needed. */
export function replayBundleReport(): ReplayBundleReport {
  return load().report;
}
