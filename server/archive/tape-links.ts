import { loadPbpCompact, type PbpCompactMatch, PbpCompactTable, type PbpParts } from '../data/pbp-compact';
import { loadReplayMatches, type ReplayMatch } from '../data/slam-pbp';
import { sliced } from '../data/sliced';
import { TAPE_FIRST_SEASON, TAPE_LAST_SEASON } from './archive-ids';
import { playedSets, setScores } from './archive-score';
import { type ArchiveStore, archiveStore } from './archive-store';
import { norm as normName } from './norm';

/**
 * Where an archive result's reconstructed tape comes from; `swap` when source side 1 is the loser.
 * A pbp_compact match is its row `at` of `table`, made into an object only when its tape is read.
 */
export type TapeSource =
  | { kind: 'pbp_compact'; table: PbpCompactTable; at: number; swap: boolean }
  | { kind: 'slam_pbp'; match: ReplayMatch; swap: boolean };

export interface TapeLinks {
  /** Archive id → tape source. */
  byId: Map<number, TapeSource>;
  /** What linking saw: candidates in the tape seasons and how many found exactly one result. */
  report: { pbpCandidates: number; pbpLinked: number; slamCandidates: number; slamLinked: number };
}

const DAY = 86_400_000;

/**
 * Looser name key for spellings the files disagree on (`Stanislas`/`Stan Wawrinka`): first
 * initial and last word. Only used when the exact names find nothing.
 */
const looseName = (n: string): string => {
  const words = n.split(' ');
  return words.length < 2 ? n : `${words[0][0]} ${words[words.length - 1]}`;
};
const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const sameSets = (a: Array<[number, number]> | null, b: Array<[number, number]> | null) =>
  a !== null &&
  b !== null &&
  a.length === b.length &&
  a.every((s, i) => s[0] === b[i][0] && s[1] === b[i][1]);

/** Archive positions of the tape seasons keyed by the unordered pair of names (exact and loose). */
function pairIndex(store: ArchiveStore): Map<string, number[]> {
  const index = new Map<string, number[]>();
  const add = (key: string, p: number) => {
    const list = index.get(key);
    if (list) list.push(p);
    else index.set(key, [p]);
  };
  for (let p = 0; p < store.size; p++) {
    const r = store.row(p);
    if (r.season < TAPE_FIRST_SEASON || r.season > TAPE_LAST_SEASON) continue;
    const [w, l] = [normName(r.winner.name), normName(r.loser.name)];
    add(pairKey(w, l), p);
    add(`~${pairKey(looseName(w), looseName(l))}`, p);
  }
  return index;
}

/**
 * A pbp_compact match links to the one archive result with both names (normalised), the same
 * winner, the same set scores, and a tournament start at most 7 days after and 20 days before
 * the match date (qualifying runs the week before the start; slams last two weeks).
 */
function linkCompact(store: ArchiveStore, pairs: Map<string, number[]>, m: PbpCompactMatch): number | null {
  const [s1, s2] = [normName(m.server1), normName(m.server2)];
  const played = Date.parse(m.date);
  const sets = setScores(m.score);
  const find = (key: string, name: (n: string) => string) =>
    (pairs.get(key) ?? []).filter((p) => {
      const r = store.row(p);
      const start = Date.parse(r.date);
      return (
        played >= start - 7 * DAY &&
        played <= start + 20 * DAY &&
        name(normName(r.winner.name)) === name(m.winner === 1 ? s1 : s2) &&
        sameSets(setScores(r.score), sets)
      );
    });
  let hits = find(pairKey(s1, s2), (n) => n);
  if (hits.length === 0) hits = find(`~${pairKey(looseName(s1), looseName(s2))}`, looseName);
  return hits.length === 1 ? hits[0] : null;
}

/** A slam point file links to the slam result of its season with both names, winner and sets. */
function linkSlam(
  store: ArchiveStore,
  pairs: Map<string, number[]>,
  m: ReplayMatch,
): { p: number; src: TapeSource } | null {
  const [n1, n2] = [normName(m.p1.name), normName(m.p2.name)];
  const last = m.recordedSets.length;
  for (const p of pairs.get(pairKey(n1, n2)) ?? []) {
    const r = store.row(p);
    if (r.level !== 'G' || r.season !== m.year) continue;
    const swap = normName(r.winner.name) !== n1;
    const oriented = m.recordedSets.map(([a, b]) => (swap ? [b, a] : [a, b]) as [number, number]);
    const archived = m.outcome === 'retired' ? playedSets(r.score) : setScores(r.score);
    // A retirement's last set is partial on both sides; compare the completed sets and its games.
    if (!archived || archived.length !== last || !sameSets(archived, oriented)) continue;
    return { p, src: { kind: 'slam_pbp', match: m, swap } };
  }
  return null;
}

let links: TapeLinks | null = null;

/**
 * The links as columns of indexes, for another thread: a slam link's `at` indexes
 * `loadReplayMatches()` (which that thread holds for the world), a pbp_compact link's `at` indexes
 * `pbp`, the linked matches alone (a quarter of the pack's 63k).
 */
export interface PackedLinks {
  ids: Int32Array;
  /** 0 = slam_pbp, 1 = pbp_compact. */
  kinds: Uint8Array;
  at: Int32Array;
  swaps: Uint8Array;
  pbp: PbpParts;
  report: TapeLinks['report'];
}

export function packLinks(l: TapeLinks): PackedLinks {
  const replayAt = new Map(loadReplayMatches().map((m, i) => [m, i]));
  const n = l.byId.size;
  const out = {
    ids: new Int32Array(n),
    kinds: new Uint8Array(n),
    at: new Int32Array(n),
    swaps: new Uint8Array(n),
    report: l.report,
  };
  const linkedPbp: number[] = [];
  let table: PbpCompactTable | null = null;
  let k = 0;
  for (const [id, src] of l.byId) {
    out.ids[k] = id;
    out.kinds[k] = src.kind === 'slam_pbp' ? 0 : 1;
    if (src.kind === 'slam_pbp') out.at[k] = replayAt.get(src.match) ?? -1;
    else {
      table = src.table;
      out.at[k] = linkedPbp.length;
      linkedPbp.push(src.at);
    }
    out.swaps[k++] = src.swap ? 1 : 0;
  }
  return { ...out, pbp: (table ?? loadPbpCompact()).subset(linkedPbp).parts };
}

/**
 * Holds links another thread made (over the same replay list) unless this thread made them, filled
 * a few milliseconds at a time: 17,500 sources in one go held the request thread up to 132 ms on
 * the archive's first read (a CPU profile at load 35-40).
 */
export async function holdPackedLinks(p: PackedLinks): Promise<void> {
  if (links) return;
  const replays = loadReplayMatches();
  const pbp = new PbpCompactTable(p.pbp);
  const byId = new Map<number, TapeSource>();
  await sliced(p.ids.length, (k) => {
    const swap = p.swaps[k] === 1;
    byId.set(
      p.ids[k],
      p.kinds[k] === 0
        ? { kind: 'slam_pbp', match: replays[p.at[k]], swap }
        : { kind: 'pbp_compact', table: pbp, at: p.at[k], swap },
    );
  });
  links ??= { byId, report: p.report };
}

/** Links every point-by-point source of 2013–2022 to its archive result, once. */
export function tapeLinks(): TapeLinks {
  if (links) return links;
  const store = archiveStore();
  const pairs = pairIndex(store);
  const byId = new Map<number, TapeSource>();
  const report = { pbpCandidates: 0, pbpLinked: 0, slamCandidates: 0, slamLinked: 0 };
  for (const m of loadReplayMatches()) {
    if (m.event !== 'singles' || m.year < TAPE_FIRST_SEASON || m.year > TAPE_LAST_SEASON) continue;
    report.slamCandidates++;
    const hit = linkSlam(store, pairs, m);
    if (!hit) continue;
    byId.set(store.ids[hit.p], hit.src);
    report.slamLinked++;
  }
  const table = loadPbpCompact();
  for (let at = 0; at < table.size; at++) {
    const m = table.match(at);
    const year = Number(m.date.slice(0, 4));
    if (year < TAPE_FIRST_SEASON || year > TAPE_LAST_SEASON) continue;
    report.pbpCandidates++;
    const p = linkCompact(store, pairs, m);
    if (p === null) continue;
    const id = store.ids[p];
    // The slam point files win a tie: their score columns were checked point by point.
    if (byId.has(id)) continue;
    // Side 1 of a pbp replay is server1; the archive row is winner-first.
    byId.set(id, { kind: 'pbp_compact', table, at, swap: m.winner === 2 });
    report.pbpLinked++;
  }
  links = { byId, report };
  return links;
}
