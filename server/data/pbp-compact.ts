import { readdirSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import type { MatchFormat, ScoreState, Side } from '../../contract/markov/score-state';
import { applyPoint, gameJustEnded, initialState } from '../engine/scoring';
import { parseCsv } from './csv';
import { dataPath } from './data-dir';

/** One match of data/pbp_compact (see data/README.md "pbp_compact"): names only, no player ids. */
export interface PbpCompactMatch {
  pbpId: number;
  /** Match date, YYYY-MM-DD (the file writes `DD Mon YY`). */
  date: string;
  /** Concatenated source label, e.g. `ATPBrisbane-BrisbaneInternational`. */
  tournament: string;
  /** ATP, CH, FU, WTA or ITF as published. */
  tour: string;
  draw: 'Main' | 'Qual';
  /** server1 served the first game; server2 is the other player. */
  server1: string;
  server2: string;
  /** 1 = server1 won, 2 = server2 won. */
  winner: Side;
  /** Point string with the trailing empty set segment (`.`) of some five-setters removed. */
  pbp: string;
  /** Final score from the winner's point of view. */
  score: string;
  /** The string records aces and double faults (A/D). */
  adf: boolean;
  /** Match length; null where the column is negative (2,142 rows) or empty — never guessed. */
  minutes: number | null;
  /** The file the row came from. */
  file: string;
}

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

/** `01 Jan 17` → `2017-01-01`; null when the cell does not read as such a date. */
export function pbpDate(s: string): string | null {
  const m = /^(\d{2}) ([A-Z][a-z]{2}) (\d{2})$/.exec(s.trim());
  const month = m ? MONTHS[m[2]] : undefined;
  return m && month ? `20${m[3]}-${month}-${m[1]}` : null;
}

/** Records of one gzipped file; these files carry no quotes, so a quoted line alone takes the full parser. */
function readRecords(path: string): Record<string, string>[] {
  const lines = gunzipSync(readFileSync(path)).toString('utf8').split('\n');
  const header = (lines[0] ?? '').replace(/\r$/, '').split(',');
  const out: Record<string, string>[] = [];
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i].replace(/\r$/, '');
    if (line === '') continue;
    const cells = line.includes('"') ? (parseCsv(line)[0] ?? []) : line.split(',');
    const rec: Record<string, string> = {};
    for (let k = 0; k < header.length; k++) rec[header[k]] = cells[k] ?? '';
    out.push(rec);
  }
  return out;
}

/**
 * The matches in columns (a few typed arrays and one table of distinct strings), what a table holds
 * and what crosses between threads. Every match as an object with its point string was ~27 MB of
 * heap on the request thread; the point strings here are one byte a point (they are ASCII).
 */
export interface PbpParts {
  ids: Int32Array;
  /** Per match, indexes into `strings`: date, tournament, tour, server1, server2, score, file. */
  cells: Uint32Array;
  /** Per match: bit 0 qualifying draw, bit 1 server2 won, bit 2 A/D recorded. */
  flags: Uint8Array;
  /** Per match, NaN where the minutes are unknown. */
  minutes: Float64Array;
  /** Match i's point string is `points[pointsAt[i]..pointsAt[i + 1]]`. */
  pointsAt: Uint32Array;
  points: Uint8Array;
  strings: string[];
}

const CELLS = 7;
const QUAL = 1;
const SECOND_WON = 2;
const ADF = 4;

/** The matches as columns, a match made (decoded) only when one is read. */
export class PbpCompactTable {
  constructor(readonly parts: PbpParts) {}

  get size(): number {
    return this.parts.ids.length;
  }

  /** Match `i` as the row-by-row reader made it. */
  match(i: number): PbpCompactMatch {
    const { ids, cells, flags, minutes, pointsAt, points, strings } = this.parts;
    const c = i * CELLS;
    const f = flags[i];
    return {
      pbpId: ids[i],
      date: strings[cells[c]],
      tournament: strings[cells[c + 1]],
      tour: strings[cells[c + 2]],
      draw: f & QUAL ? 'Qual' : 'Main',
      server1: strings[cells[c + 3]],
      server2: strings[cells[c + 4]],
      winner: f & SECOND_WON ? 2 : 1,
      pbp: Buffer.from(
        points.buffer,
        points.byteOffset + pointsAt[i],
        pointsAt[i + 1] - pointsAt[i],
      ).toString('latin1'),
      score: strings[cells[c + 5]],
      adf: (f & ADF) !== 0,
      minutes: Number.isNaN(minutes[i]) ? null : minutes[i],
      file: strings[cells[c + 6]],
    };
  }

  /** The matches at `at` (in that order) as a table of their own: what another thread needs of these. */
  subset(at: ArrayLike<number>): PbpCompactTable {
    const b = new PbpPacker();
    for (let k = 0; k < at.length; k++) b.add(this.match(at[k]));
    return b.table();
  }
}

/** Packs matches one by one into a table's columns. */
class PbpPacker {
  private ids: number[] = [];
  private cells: number[] = [];
  private flags: number[] = [];
  private minutes: number[] = [];
  private pointsAt: number[] = [0];
  private pointStrings: string[] = [];
  private strings: string[] = [];
  private stringAt = new Map<string, number>();

  private index(s: string): number {
    let k = this.stringAt.get(s);
    if (k === undefined) {
      k = this.strings.length;
      this.strings.push(s);
      this.stringAt.set(s, k);
    }
    return k;
  }

  add(m: PbpCompactMatch): void {
    this.ids.push(m.pbpId);
    for (const s of [m.date, m.tournament, m.tour, m.server1, m.server2, m.score, m.file])
      this.cells.push(this.index(s));
    this.flags.push((m.draw === 'Qual' ? QUAL : 0) | (m.winner === 2 ? SECOND_WON : 0) | (m.adf ? ADF : 0));
    this.minutes.push(m.minutes ?? Number.NaN);
    this.pointStrings.push(m.pbp);
    this.pointsAt.push(this.pointsAt[this.pointsAt.length - 1] + m.pbp.length);
  }

  table(): PbpCompactTable {
    return new PbpCompactTable({
      ids: Int32Array.from(this.ids),
      cells: Uint32Array.from(this.cells),
      flags: Uint8Array.from(this.flags),
      minutes: Float64Array.from(this.minutes),
      pointsAt: Uint32Array.from(this.pointsAt),
      // A copy of its own: Buffer.from(string) may sit in the shared pool, which cannot move.
      points: new Uint8Array(Buffer.from(this.pointStrings.join(''), 'latin1')),
      strings: this.strings,
    });
  }
}

let cache: PbpCompactTable | null = null;

/**
 * Every pbp_compact match of the pack (15 files), de-duplicated by pbp_id (first row kept); cached.
 * The request thread never reads them all: it holds the linked ones the archive worker sends
 * (tape-links.ts).
 */
export function loadPbpCompact(): PbpCompactTable {
  if (cache) return cache;
  const seen = new Set<number>();
  const out = new PbpPacker();
  const files = readdirSync(dataPath('pbp_compact'))
    .filter((f) => f.endsWith('.csv.gz'))
    .sort();
  for (const file of files) {
    for (const r of readRecords(dataPath('pbp_compact', file))) {
      const pbpId = Number(r.pbp_id);
      const date = pbpDate(r.date ?? '');
      if (!Number.isInteger(pbpId) || seen.has(pbpId) || !date) continue;
      if (r.winner !== '1' && r.winner !== '2') continue;
      seen.add(pbpId);
      const minutes = r.wh_minutes === '' ? null : Number(r.wh_minutes);
      out.add({
        pbpId,
        date,
        tournament: r.tny_name,
        tour: r.tour,
        draw: r.draw === 'Qual' ? 'Qual' : 'Main',
        server1: r.server1,
        server2: r.server2,
        winner: r.winner === '1' ? 1 : 2,
        pbp: r.pbp.replace(/\.+$/, ''),
        score: r.score,
        adf: r.adf_flag === '1',
        minutes: minutes !== null && Number.isFinite(minutes) && minutes >= 0 ? minutes : null,
        file: file.replace(/\.csv\.gz$/, ''),
      });
    }
  }
  cache = out.table();
  return cache;
}

const isPoint = (c: string) => c === 'S' || c === 'A' || c === 'R' || c === 'D';

/**
 * The format a point string implies: best of 5 when it holds four or more sets (three sets is
 * settled by `replayCompact`), and a deciding set settled by a 7-point tiebreak only when that
 * set holds one (`/`); otherwise advantage, which scores every shorter decider identically.
 */
function pbpFormat(pbp: string): MatchFormat {
  const sets = pbp.split('.');
  const finalSet = (sets.at(-1) ?? '').includes('/') ? 'tiebreak7' : 'advantage';
  return { bestOf: sets.length >= 4 ? 5 : 3, finalSet, deciderIsMatchTiebreak: false, noAd: false };
}

export interface PbpReplay {
  /** Score before the first point, then after every point; side 1 is server1. */
  states: ScoreState[];
  /** Winner (server1 = 1) of each point, aligned with states[1..]. */
  pointWinners: Side[];
  /** The engine's game ends agreed with every `;` and `.` of the string. */
  consistent: boolean;
}

/** Replays a pbp string with the scoring engine; each character is relative to that point's server. */
function replayPbp(pbp: string, format: MatchFormat): PbpReplay {
  let state = initialState(format, 1);
  const states: ScoreState[] = [state];
  const pointWinners: Side[] = [];
  let consistent = true;
  for (let i = 0; i < pbp.length; i++) {
    const c = pbp[i];
    if (!isPoint(c)) continue;
    if (state.winner !== null) return { states, pointWinners, consistent: false };
    const serverWon = c === 'S' || c === 'A';
    const w: Side = serverWon ? state.server : state.server === 1 ? 2 : 1;
    const next = applyPoint(state, format, w);
    const delimiterNext = i + 1 >= pbp.length || pbp[i + 1] === ';' || pbp[i + 1] === '.';
    if (gameJustEnded(state, next) !== delimiterNext) consistent = false;
    pointWinners.push(w);
    states.push(next);
    state = next;
  }
  return { states, pointWinners, consistent: consistent && state.winner !== null };
}

/**
 * Replays a match, trying best of 3 then best of 5 where three sets leave it open (a 3-0 in a
 * best of 5 and a 2-1 in a best of 3 both have three set segments).
 */
export function replayCompact(m: PbpCompactMatch): PbpReplay & { format: MatchFormat } {
  const base = pbpFormat(m.pbp);
  const first = replayPbp(m.pbp, base);
  if (first.consistent || base.bestOf === 5) return { ...first, format: base };
  const five: MatchFormat = { ...base, bestOf: 5 };
  const second = replayPbp(m.pbp, five);
  return second.consistent ? { ...second, format: five } : { ...first, format: base };
}
