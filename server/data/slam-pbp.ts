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
import { dataPath } from './data-dir';
import { diskCached } from './disk-cache';
import { decodeReplays, encodeReplays } from './replay-codec';

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
  points: ReplayPoint[];
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

const ROUNDS: RoundCode[] = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'];
const SLAMS: Slam[] = ['ausopen', 'frenchopen', 'usopen', 'wimbledon'];
const EVENTS: EventKind[] = ['singles', 'doubles', 'mixed'];

/** Per-point 0/1 flag columns; a `P1`/`P2` prefix picks the side. Bit f (side 1) or 5 + f (side 2) in PointRow. */
const FLAGS = ['Ace', 'DoubleFault', 'Winner', 'UnfErr', 'ForcedError'] as const;
const FLAG_COUNTERS = ['aces', 'double_faults', 'winners', 'unforced_errors', 'forced_errors'] as const;
const [ACE, DOUBLE_FAULT, WINNER, UNF_ERR, FORCED_ERR] = [0, 1, 2, 3, 4];

/** The columns of one real point that the loader uses, still as text. */
interface PointRow {
  winner: Side;
  server: string;
  elapsed: string;
  setNo: string;
  games: [string, string];
  score: [string, string];
  /** 1st/2nd serve as far as the file knows it (see serveOf), else null. */
  serve: 1 | 2 | null;
  speed: string;
  /** Bit mask of the flag columns that read '1' (see FLAGS); bits kept as numbers to spare memory. */
  flagsSet: number;
  /** Bit mask of the flag columns that are filled at all (empty = not measured by this file). */
  flagsFilled: number;
}

/** Picks the fields at `wanted` (ascending column indices) out of one quote-free CSV line. */
function pickFields(line: string, wanted: number[]): string[] {
  const out: string[] = [];
  let field = 0;
  let start = 0;
  for (const w of wanted) {
    while (field < w && start >= 0) {
      const comma = line.indexOf(',', start);
      start = comma < 0 ? -1 : comma + 1;
      field++;
    }
    if (start < 0) {
      out.push('');
      continue;
    }
    const comma = line.indexOf(',', start);
    out.push(line.slice(start, comma < 0 ? line.length : comma));
  }
  return out;
}

/**
 * Streams the named columns of a gzipped CSV of the pack ('' where a column is absent).
 * Quote-free bodies (every file of this pack, checked) are cut line by line, taking only the
 * wanted fields: far faster and lighter than materialising ~60 strings per row. Anything with
 * a quote still goes through parseCsv.
 */
function readColumns(file: string, names: readonly string[], onRow: (values: string[]) => void): void {
  const text = gunzipSync(readFileSync(dataPath('slam_pbp', file))).toString('utf8');
  const nl = text.indexOf('\n');
  if (nl < 0 || text.includes('"', nl)) {
    const [header = [], ...rows] = parseCsv(text);
    const at = names.map((n) => header.indexOf(n));
    for (const r of rows) onRow(at.map((i) => (i < 0 ? '' : (r[i] ?? ''))));
    return;
  }
  const header = parseCsv(text.slice(0, nl).replace(/\r$/, ''))[0] ?? [];
  const at = names.map((n) => header.indexOf(n));
  const wanted = [...new Set(at.filter((i) => i >= 0))].sort((x, y) => x - y);
  const slot = at.map((i) => wanted.indexOf(i));
  let start = nl + 1;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const line = text.slice(start, text[end - 1] === '\r' ? end - 1 : end);
    start = end + 1;
    if (line === '') continue;
    const picked = pickFields(line, wanted);
    onRow(slot.map((k) => (k < 0 ? '' : picked[k])));
  }
}

const POINT_COLUMNS = [
  'match_id',
  'PointWinner',
  'PointServer',
  'ElapsedTime',
  'SetNo',
  'P1GamesWon',
  'P2GamesWon',
  'P1Score',
  'P2Score',
  'ServeNumber',
  'P1FirstSrvIn',
  'P2FirstSrvIn',
  'P1SecondSrvIn',
  'P2SecondSrvIn',
  'Speed_KMH',
  ...FLAGS.map((f) => `P1${f}`),
  ...FLAGS.map((f) => `P2${f}`),
];
const C = Object.fromEntries(POINT_COLUMNS.map((name, i) => [name, i])) as Record<string, number>;
const FLAGS_AT = C.P1Ace;
const flagBit = (side: Side, f: number): number => 1 << ((side - 1) * FLAGS.length + f);
const hasFlag = (r: PointRow, side: Side, f: number): boolean => (r.flagsSet & flagBit(side, f)) !== 0;

/** Bits of the flag columns whose value is `want` ('1'), or that are filled at all (want = ''). */
function flagBits(v: string[], want: '1' | ''): number {
  let bits = 0;
  for (let k = 0; k < 2 * FLAGS.length; k++) {
    const cell = v[FLAGS_AT + k];
    if (want === '' ? cell !== '' : cell === want) bits |= 1 << k;
  }
  return bits;
}

const doubleFaultBits = flagBit(1, DOUBLE_FAULT) | flagBit(2, DOUBLE_FAULT);

/**
 * Which serve a point was played on. ServeIndicator is NOT usable although the data dictionary
 * says 1st/2nd serve: it splits 50/50, carries double faults as "1" and the server wins as often
 * on "1" as on "2" (checked on every file). What is real: 2011's P*FirstSrvIn/P*SecondSrvIn
 * (exactly consistent with double faults) and doubles' ServeNumber (0 on double faults, which
 * are second serves by definition). 2012-2014 singles have neither, so null there.
 */
function serveOf(
  serveNumber: string,
  firstIn: string[],
  secondIn: string[],
  doubleFault: boolean,
): 1 | 2 | null {
  if (serveNumber === '1' || serveNumber === '2') return serveNumber === '1' ? 1 : 2;
  if (firstIn.includes('1')) return 1;
  if (secondIn.includes('1')) return 2;
  const tracked = serveNumber !== '' || firstIn.some((x) => x !== '');
  return doubleFault && tracked ? 2 : null;
}

/** Points grouped by match_id in file order; placeholder (0, 0X, 0Y) and filler rows are dropped. */
function readPoints(file: string): Map<string, PointRow[]> {
  const byMatch = new Map<string, PointRow[]>();
  readColumns(file, POINT_COLUMNS, (v) => {
    const id = v[C.match_id];
    let list = byMatch.get(id);
    if (!list) {
      list = [];
      byMatch.set(id, list);
    }
    const winner = sideOf(v[C.PointWinner]);
    if (winner === null) return;
    const flagsSet = flagBits(v, '1');
    const firstIn = [v[C.P1FirstSrvIn], v[C.P2FirstSrvIn]];
    const secondIn = [v[C.P1SecondSrvIn], v[C.P2SecondSrvIn]];
    list.push({
      winner,
      server: v[C.PointServer],
      elapsed: v[C.ElapsedTime],
      setNo: v[C.SetNo],
      games: [v[C.P1GamesWon], v[C.P2GamesWon]],
      score: [v[C.P1Score], v[C.P2Score]],
      speed: v[C.Speed_KMH],
      flagsSet,
      flagsFilled: flagBits(v, ''),
      serve: serveOf(v[C.ServeNumber], firstIn, secondIn, (flagsSet & doubleFaultBits) !== 0),
    });
  });
  return byMatch;
}

/** `H:MM:SS` with unpadded parts and hours past 24 allowed; null when unreadable. */
export function parseElapsed(text: string): number | null {
  const m = /^(\d+):(\d{1,2}):(\d{1,2})$/.exec(text.trim());
  return m ? Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) : null;
}

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
/** Doubles servers are numbered 1-4: 1 and 3 serve for side 1, 2 and 4 for side 2. */
const serverSide = (v: string): Side | null =>
  v === '1' || v === '3' ? 1 : v === '2' || v === '4' ? 2 : null;
const other = (s: Side): Side => (s === 1 ? 2 : 1);

function player(name: string, nation: string, partner: string, partnerNation: string): ReplayPlayer {
  return {
    name,
    country: nation ? nation.toLowerCase() : null,
    partner: partner || null,
    partnerCountry: partnerNation ? partnerNation.toLowerCase() : null,
  };
}

function pointOutcome(r: PointRow, server: Side): PointOutcome | null {
  const loser = other(r.winner);
  if (hasFlag(r, r.winner, ACE)) return 'ace';
  if (loser === server && hasFlag(r, loser, DOUBLE_FAULT)) return 'double_fault';
  if (hasFlag(r, r.winner, WINNER)) return 'winner';
  if (hasFlag(r, loser, FORCED_ERR)) return 'forced_error';
  if (hasFlag(r, loser, UNF_ERR)) return 'unforced_error';
  return null;
}

function measure(rows: PointRow[], points: ReplayPoint[]): { p1: MeasuredCounts; p2: MeasuredCounts } {
  const p1: MeasuredCounts = {};
  const p2: MeasuredCounts = {};
  FLAG_COUNTERS.forEach((key, f) => {
    // An empty column (e.g. ForcedError after 2011) means "not measured", which is not zero.
    const either = flagBit(1, f) | flagBit(2, f);
    if (!rows.some((r) => (r.flagsFilled & either) !== 0)) return;
    p1[key] = rows.filter((r) => hasFlag(r, 1, f)).length;
    p2[key] = rows.filter((r) => hasFlag(r, 2, f)).length;
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
 * next SetNo at 0-0). SetWinner is not trusted: 2013-ausopen-1151 flags it at 7-6 in an
 * advantage fifth set that went on to 8-6.
 */
function recordedSetsOf(rows: PointRow[]): Array<[number, number]> {
  const sets = new Map<string, [number, number]>();
  for (const r of rows) sets.set(r.setNo, [Number(r.games[0]), Number(r.games[1])]);
  return [...sets.values()];
}

/** Replays PointWinner and says where it first contradicts the score columns (null = agrees). */
function replayDisagreement(
  rows: PointRow[],
  format: MatchFormat,
  firstServer: Side,
): { mismatch: string | null; final: ScoreState; servers: Side[] } {
  let state = initialState(format, firstServer);
  const servers: Side[] = [];
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (state.winner !== null)
      return { mismatch: `point ${i + 1} after the match ended`, final: state, servers };
    servers.push(state.server);
    const next = applyPoint(state, format, r.winner);
    // On a set-ending row the columns still show the finished set.
    const setIdx = setJustEnded(state, next) ? currentSetIndex(state) : currentSetIndex(next);
    const games = `${next.games[0][setIdx]}-${next.games[1][setIdx]}`;
    const colGames = r.games.join('-');
    if (String(setIdx + 1) !== r.setNo || games !== colGames) {
      const at = `point ${i + 1}: set ${setIdx + 1} ${games} vs columns set ${r.setNo} ${colGames}`;
      return { mismatch: at, final: next, servers };
    }
    // After a game-ending point the files variously show 0-0 or GAME, so only mid-game scores are compared.
    if (!gameJustEnded(state, next)) {
      const shown = displayPoints(next);
      if (shown[0] !== r.score[0] || shown[1] !== r.score[1]) {
        return {
          mismatch: `point ${i + 1}: ${shown.join('-')} vs columns ${r.score.join('-')}`,
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
function settleServers(rows: PointRow[], servers: Side[]): { servers: Side[]; fixes: number } {
  let known = 0;
  let agree = 0;
  rows.forEach((r, i) => {
    const side = serverSide(r.server);
    if (side === null) return;
    known++;
    if (side === servers[i]) agree++;
  });
  return agree * 2 >= known
    ? { servers, fixes: known - agree }
    : { servers: servers.map(other), fixes: agree };
}

function buildPoints(rows: PointRow[], servers: Side[]): ReplayPoint[] {
  const t0 = rows.length > 0 ? (parseElapsed(rows[0].elapsed) ?? 0) : 0;
  let clock = 0;
  return rows.map((r, i) => {
    const server = servers[i];
    const t = parseElapsed(r.elapsed);
    // Clocks occasionally step back a few seconds; holding the last value keeps replays in order.
    if (t !== null) clock = Math.max(clock, t - t0);
    const speed = Number(r.speed);
    return {
      elapsed: clock,
      winner: r.winner,
      server,
      serve: r.serve,
      outcome: pointOutcome(r, server),
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
  const byId = new Map<string, MatchInfo>();
  readColumns(file, names, (v) => {
    const info: MatchInfo = {};
    names.forEach((n, k) => {
      info[n] = v[k];
    });
    byId.set(info.match_id, info);
  });
  return byId;
}

function loadFile(f: IndexRow, onMatch: (key: string, event: EventKind, v: Verdict) => void): void {
  const info = readMatchesFile(f.matchesFile);
  const finals = new Map<string, number>();
  for (const m of info.values()) {
    const num = m.match_num;
    finals.set(num[0], Math.max(finals.get(num[0]) ?? 0, Number(num[1]) || 0));
  }
  for (const [key, rows] of readPoints(f.pointsFile)) {
    const m = info.get(key);
    const kind = m ? eventOf(m.match_num) : null;
    if (!m || !kind) onMatch(key, f.event, { excluded: 'unknown_match' });
    else onMatch(key, kind.event, buildMatch(f, key, m, rows, kind, finals.get(m.match_num[0]) ?? 0));
  }
}

function buildMatch(
  f: IndexRow,
  key: string,
  m: MatchInfo,
  rows: PointRow[],
  kind: { event: EventKind; gender: Gender },
  finalDigit: number,
): Verdict {
  if (README_INCONSISTENT.has(key)) return { excluded: 'readme_inconsistent' };
  if (rows.length === 0) return { excluded: 'no_points' };
  if (!rows.some((r) => parseElapsed(r.elapsed) !== null)) return { excluded: 'no_point_clock' };
  const dataFirst = rows.map((r) => serverSide(r.server)).find((s) => s !== null);
  if (dataFirst === undefined) return { excluded: 'no_server' };
  const roundCode = roundOf(m.match_num, finalDigit);
  const format = formatFor(f.year, f.slam, kind.event, kind.gender, roundCode);
  const { mismatch, final, servers: rotation } = replayDisagreement(rows, format, dataFirst);
  if (mismatch !== null) {
    // Data glitches stay glitches under any rules; a match that another format replays cleanly
    // means formatFor picked the wrong rules, which the tests treat as a failure.
    const fits = ALL_FORMATS.find((alt) => replayDisagreement(rows, alt, dataFirst).mismatch === null);
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
  const { servers, fixes } = settleServers(rows, rotation);
  const points = buildPoints(rows, servers);
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
      points,
      recordedSets: recordedSetsOf(rows),
      finished,
      outcome: retired ? 'retired' : 'completed',
      retiredSide: retired && recordedWinner !== null ? other(recordedWinner) : null,
      measured: measure(rows, points),
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
