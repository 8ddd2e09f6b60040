import {
  once,
  type PackageRecords,
  type PackageSource,
  slicedEach,
} from '../history/packages/package-source';
import {
  ARCHIVE_FIRST_SEASON,
  ARCHIVE_LAST_SEASON,
  TAPE_FIRST_SEASON,
  TAPE_LAST_SEASON,
} from './archive-ids';
import { archiveDetailRow, hasStats, serveOf } from './archive-row';
import { archiveStore } from './archive-store';
import { archiveTape, linkedIdsOfSeason } from './archive-tapes';

const years = (first: number, last: number) =>
  Array.from({ length: last - first + 1 }, (_, i) => String(last - i));

const SIDE_FIELDS = [
  'player_id',
  'name',
  'seed',
  'entry',
  'rank',
  'rank_points',
  'hand',
  'country',
  'height_cm',
  'age',
];
const STAT_FIELDS = [
  'aces',
  'double_faults',
  'serve_points',
  'first_in',
  'first_won',
  'second_won',
  'serve_games',
  'bp_saved',
  'bp_faced',
] as const;

/** Flat CSV columns of `kind=archive`: one row per result, keyed on archive_match_id. */
const ARCHIVE_CSV_COLUMNS = [
  'archive_match_id',
  'source_id',
  'tour',
  'level',
  'tournament',
  'surface',
  'draw_size',
  'event_date',
  'round',
  'best_of',
  'minutes',
  'score',
  'outcome',
  ...SIDE_FIELDS.map((f) => `winner_${f}`),
  ...SIDE_FIELDS.map((f) => `loser_${f}`),
  ...STAT_FIELDS.map((f) => `w_${f}`),
  ...STAT_FIELDS.map((f) => `l_${f}`),
] as const;

/** Archive ids of one season in primary-key order, so a rebuild writes identical bytes. */
function seasonIds(season: number): number[] {
  const store = archiveStore();
  const ids: number[] = [];
  for (let p = 0; p < store.size; p++) if (store.season(p) === season) ids.push(store.ids[p]);
  return ids.sort((a, b) => a - b);
}

function flatArchiveRow(id: number): Record<string, unknown> {
  const store = archiveStore();
  const r = store.row(store.position(id) ?? -1);
  const m = archiveDetailRow(id, r) as Record<string, unknown> & {
    winner: Record<string, unknown>;
    loser: Record<string, unknown>;
  };
  const out: Record<string, unknown> = { archive_match_id: id };
  for (const k of ARCHIVE_CSV_COLUMNS.slice(1, 13)) out[k] = m[k];
  for (const f of SIDE_FIELDS) {
    out[`winner_${f}`] = m.winner[f];
    out[`loser_${f}`] = m.loser[f];
  }
  const w = hasStats(r) ? serveOf(r.winnerStats) : null;
  const l = hasStats(r) ? serveOf(r.loserStats) : null;
  for (const f of STAT_FIELDS) {
    out[`w_${f}`] = w ? w[f] : null;
    out[`l_${f}`] = l ? l[f] : null;
  }
  return Object.fromEntries(ARCHIVE_CSV_COLUMNS.map((c) => [c, out[c]]));
}

/** `kind=archive`: one yearly package per season 1968–2022 (counts are archive results). */
export const archivePackageSource: PackageSource = {
  periods: () => years(ARCHIVE_FIRST_SEASON, ARCHIVE_LAST_SEASON),
  records(period): PackageRecords | undefined {
    const season = Number(period);
    if (!/^\d{4}$/.test(period) || season < ARCHIVE_FIRST_SEASON || season > ARCHIVE_LAST_SEASON)
      return undefined;
    // A scan of the whole archive per season: done when a package is built, not for a listing
    // whose manifests are cached.
    const ids = once(() => seasonIds(season));
    const store = archiveStore();
    return {
      get matchCount() {
        return ids().length;
      },
      get rowCount() {
        return ids().length;
      },
      jsonl: () => ids().map((id) => archiveDetailRow(id, store.row(store.position(id) ?? -1))),
      csv: { columns: ARCHIVE_CSV_COLUMNS, rows: () => ids().map(flatArchiveRow) },
    };
  },
};

/** Flat per-row CSV of `kind=archive_tape`: no timestamp, win_probability_p1 or danger column. */
export const ARCHIVE_TAPE_CSV_COLUMNS = [
  'archive_match_id',
  'sequence',
  'sets_p1',
  'sets_p2',
  'games_p1',
  'games_p2',
  'points_p1',
  'points_p2',
  'server',
  'is_tiebreak',
  'point_winner',
  'coverage',
] as const;

const servedTapes = new Map<number, { ids: number[]; rows: number }>();

/** The tapes of a season that are served (they replay to the final score), with their row total. */
function seasonTapes(season: number) {
  let known = servedTapes.get(season);
  if (!known) {
    const ids: number[] = [];
    let rows = 0;
    for (const id of linkedIdsOfSeason(season)) {
      const t = archiveTape(id);
      if (!t.ok) continue;
      ids.push(id);
      rows += t.tape.tape.length;
    }
    known = { ids, rows };
    servedTapes.set(season, known);
  }
  return known;
}

/** `seasonTapes`, replayed a few milliseconds at a time (a build awaits it before reading its counts). */
async function seasonTapesSliced(season: number): Promise<void> {
  if (servedTapes.has(season)) return;
  const ids: number[] = [];
  let rows = 0;
  await slicedEach(linkedIdsOfSeason(season), (id) => {
    const t = archiveTape(id);
    if (!t.ok) return;
    ids.push(id);
    rows += t.tape.tape.length;
  });
  if (!servedTapes.has(season)) servedTapes.set(season, { ids, rows });
}

function* tapeCsvRows(ids: number[]): Iterable<Record<string, unknown>> {
  for (const id of ids) {
    const t = archiveTape(id);
    if (!t.ok) continue;
    for (const r of t.tape.tape) {
      yield {
        archive_match_id: id,
        sequence: r.sequence,
        sets_p1: r.sets[0],
        sets_p2: r.sets[1],
        games_p1: r.games?.[0].join(' ') ?? null,
        games_p2: r.games?.[1].join(' ') ?? null,
        points_p1: r.points?.[0] ?? null,
        points_p2: r.points?.[1] ?? null,
        server: r.server,
        is_tiebreak: r.is_tiebreak,
        point_winner: r.point_winner ?? null,
        coverage: t.tape.meta.coverage,
      };
    }
  }
}

/** `kind=archive_tape`: ten yearly packages, 2013 through 2022 (a season may hold no linked tape). */
export const archiveTapePackageSource: PackageSource = {
  periods: () => years(TAPE_FIRST_SEASON, TAPE_LAST_SEASON),
  records(period): PackageRecords | undefined {
    const season = Number(period);
    if (!/^\d{4}$/.test(period) || season < TAPE_FIRST_SEASON || season > TAPE_LAST_SEASON) return undefined;
    // Linking and replaying a season's tapes is seconds of work: done when a package is built.
    const tapes = once(() => seasonTapes(season));
    return {
      get matchCount() {
        return tapes().ids.length;
      },
      get rowCount() {
        return tapes().rows;
      },
      prepare: () => seasonTapesSliced(season),
      jsonl: function* () {
        for (const id of tapes().ids) {
          const t = archiveTape(id);
          if (t.ok) yield t.tape;
        }
      },
      csv: { columns: ARCHIVE_TAPE_CSV_COLUMNS, rows: () => tapeCsvRows(tapes().ids) },
    };
  },
};
