import type { FastifyInstance } from 'fastify';
import { visibleWithFaults } from '../../faults/apply-faults';
import type { HistoryEntry } from '../tape/history-entry';
import { tapeRead } from '../tape/tape-read';
import type { TapeRow } from '../tape/tape-rows';
import { type ResultCorpus, type ResultEntry, resultCorpus } from '../tape-era/result-corpus';
import { resultCorpusReady } from '../tape-era/result-corpus-ready';
import { sliced } from '../../data/sliced';
import type { MatchContext } from '../../world/match-view';
import type { CorrectionRow, PackageRecords, PackageSource } from './package-source';

/** Columns of the flat per-row tape CSV, keyed on match_id. */
export const TAPE_CSV_COLUMNS = [
  'match_id',
  'row',
  'sequence',
  'timestamp',
  'accepted_at',
  'sets_p1',
  'sets_p2',
  'games_p1',
  'games_p2',
  'points_p1',
  'points_p2',
  'server',
  'is_tiebreak',
  'point_winner',
  'win_probability_p1',
  'danger',
] as const;

const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const nextMonthStart = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return Date.UTC(y, m, 1);
};
const monthStart = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return Date.UTC(y, m - 1, 1);
};

/**
 * The months of slot end times, each month's name made once: a date string per published slot
 * (every listing read walks every slot since the epoch, four times for a first listing) held the
 * request thread for hundreds of milliseconds.
 */
function monthsOf(ends: Iterable<number>, into: Set<string>): void {
  let from = 0;
  let to = 0;
  for (const ms of ends) {
    if (ms >= from && ms < to) continue;
    const month = monthOf(ms);
    into.add(month);
    from = monthStart(month);
    to = nextMonthStart(month);
  }
}

/** The corpus's results by month (`YYYY-MM` of their date), in corpus order; the corpus is fixed once built. */
const resultsByMonth = new WeakMap<ResultCorpus, Map<string, ResultEntry[]>>();
function addByMonth(byMonth: Map<string, ResultEntry[]>, e: ResultEntry): void {
  const month = e.row.date.slice(0, 7);
  const list = byMonth.get(month);
  if (list) list.push(e);
  else byMonth.set(month, [e]);
}
function monthsOfResults(corpus: ResultCorpus): Map<string, ResultEntry[]> {
  let byMonth = resultsByMonth.get(corpus);
  if (!byMonth) {
    byMonth = new Map();
    for (const e of corpus.entries) addByMonth(byMonth, e);
    resultsByMonth.set(corpus, byMonth);
  }
  return byMonth;
}
/** `monthsOfResults`, made a few hundred results at a time. */
async function monthsOfResultsInSlices(corpus: ResultCorpus): Promise<Map<string, ResultEntry[]>> {
  if (!resultsByMonth.has(corpus)) {
    const byMonth = new Map<string, ResultEntry[]>();
    await sliced(corpus.entries.length, (i) => addByMonth(byMonth, corpus.entries[i]));
    if (!resultsByMonth.has(corpus)) resultsByMonth.set(corpus, byMonth);
  }
  return monthsOfResults(corpus);
}

/** The months a listing names: those over by `now`, newest first. */
const listedOf = (months: Set<string>, now: number): string[] =>
  [...months].filter((p) => nextMonthStart(p) <= now).sort((a, b) => b.localeCompare(a));

function csvRow(matchId: number, i: number, r: TapeRow): Record<string, unknown> {
  return {
    match_id: matchId,
    row: i,
    sequence: r.sequence,
    timestamp: r.timestamp,
    accepted_at: r.accepted_at,
    sets_p1: r.sets[0],
    sets_p2: r.sets[1],
    games_p1: r.games[0].join(' '),
    games_p2: r.games[1].join(' '),
    points_p1: r.points[0],
    points_p2: r.points[1],
    server: r.server,
    is_tiebreak: r.is_tiebreak,
    point_winner: r.point_winner,
    win_probability_p1: r.win_probability_p1,
    danger: r.danger,
  };
}

/**
 * Monthly tape packages from the corpus the service holds: a month is built once it is over
 * (the current month is not built yet). The JSONL record of a match equals its tape read.
 */
export function tapePackageSource(
  app: FastifyInstance,
): PackageSource & { periodsReady: () => Promise<void> } {
  // Every replay the service watched that month, also those past the listings' history window.
  // Only the month's slots get a context: a context replays its match, and building one for every
  // replay since the epoch cost ~16 s and ~1 GB of garbage (kept as resident memory) per listing.
  const monthSlots = (period: string, now: number) => {
    const [from, to] = [monthStart(period), nextMonthStart(period)];
    return app.world.schedule.published(now).filter((s) => s.endMs >= from && s.endMs < to);
  };
  const entriesFrom = (period: string, contexts: MatchContext[]): HistoryEntry[] => {
    const observed = contexts
      .filter((c) => c.st.status === 'completed' && monthOf(c.st.slot.endMs) === period)
      .sort((a, b) => a.st.slot.endMs - b.st.slot.endMs || a.st.slot.id - b.st.slot.id)
      .map((ctx): HistoryEntry => ({ kind: 'observed', ctx }));
    const results = (monthsOfResults(resultCorpus()).get(period) ?? [])
      .filter((e) => !app.faults.merges.has(e.id))
      .map((e): HistoryEntry => ({ kind: 'result', e }));
    return [...results, ...observed];
  };
  const entriesOf = (period: string, now: number): HistoryEntry[] =>
    entriesFrom(period, visibleWithFaults(app.world, app.faults, now, 'completed', monthSlots(period, now)));
  /**
   * `entriesOf`, the month's contexts made a few at a time: a month of replays made at once (the
   * fingerprint names them) held the request thread hundreds of milliseconds on a first listing.
   */
  const entriesInSlices = async (period: string, now: number): Promise<HistoryEntry[]> => {
    const slots = monthSlots(period, now);
    const contexts: MatchContext[] = [];
    await sliced(slots.length, (i) => {
      contexts.push(...visibleWithFaults(app.world, app.faults, now, 'completed', [slots[i]]));
    });
    return entriesFrom(period, contexts);
  };
  function* ended(now: number): Iterable<number> {
    for (const s of app.world.schedule.published(now)) if (s.endMs <= now) yield s.endMs;
  }
  const read = (entry: HistoryEntry) =>
    tapeRead(app, entry, { sequence: 'raw', points: 'default' }, 'pro', app.world.now());

  /**
   * The months listed, worked out once a month: a month is listed once it is over, and every slot
   * that ended in a month now over was published before it ended, so the list moves only when a
   * month ends. Walked on every call (a listing calls it again for each month it lists), every
   * slot since the epoch was walked a dozen times, tens of milliseconds of a first listing.
   */
  let listed: { month: string; periods: string[] } | null = null;
  const periods = (): string[] => {
    const now = app.world.now();
    const month = monthOf(now);
    if (listed?.month !== month) {
      const months = new Set(monthsOfResults(resultCorpus()).keys());
      monthsOf(ended(now), months);
      listed = { month, periods: listedOf(months, now) };
    }
    return [...listed.periods];
  };
  return {
    /**
     * `periods()` worked out a few steps at a time before a package read (the package routes wait
     * for it): made in one go on the first listing, it held the request thread ~20 ms among
     * every other first read.
     */
    async periodsReady(): Promise<void> {
      const now = app.world.now();
      const month = monthOf(now);
      if (listed?.month === month) return;
      const months = new Set((await monthsOfResultsInSlices(await resultCorpusReady())).keys());
      const slots = app.world.schedule.published(now);
      await sliced(slots.length, (i) => {
        if (slots[i].endMs <= now) months.add(monthOf(slots[i].endMs));
      });
      if (listed?.month !== month) listed = { month, periods: listedOf(months, now) };
    },
    periods,
    records(period) {
      if (!periods().includes(period)) return undefined;
      const now = app.world.now();
      // The month's entries, made when first read, or in slices by `settle` before a build keys them.
      let entries: HistoryEntry[] | null = null;
      const all = () => {
        entries ??= entriesOf(period, now);
        return entries;
      };
      const rowsOf = (e: HistoryEntry) =>
        e.kind === 'observed' ? e.ctx.st.index + 1 : (e.e.recon?.winners.length ?? -1) + 1;
      let ids: Set<number> | null = null;
      const idsOf = () => {
        ids ??= new Set(all().map((e) => (e.kind === 'observed' ? e.ctx.st.slot.id : e.e.id)));
        return ids;
      };
      const restated = () => app.faults.restatements.filter((r) => idsOf().has(r.matchId) && r.at <= now);
      // Both files read the same tapes: read each once per build, dropped once the CSV is written.
      let reads: Array<ReturnType<typeof read>> | null = null;
      const tapes = () => {
        reads ??= all().map(read);
        return reads;
      };
      const records: PackageRecords = {
        // The month's matches as the service sees them now (a merge drops one); their tapes follow from the world.
        get fingerprint() {
          return [...idsOf()].join(',');
        },
        get matchCount() {
          return all().length;
        },
        get rowCount() {
          return all().reduce((t, e) => t + rowsOf(e), 0);
        },
        settle: async () => {
          entries ??= await entriesInSlices(period, now);
        },
        jsonl: function* () {
          yield* tapes();
        },
        csv: {
          columns: TAPE_CSV_COLUMNS,
          rows: function* () {
            for (const t of tapes())
              for (let i = 0; i < t.tape.length; i++) yield csvRow(t.meta.match_id, i, t.tape[i]);
            reads = null;
          },
        },
        get corrections() {
          const found = restated();
          if (found.length === 0) return undefined;
          return function* (): Iterable<CorrectionRow> {
            for (const r of found)
              yield {
                match_id: r.matchId,
                field: 'result_version',
                before: String(r.version - 1),
                after: String(r.version),
                tournament_key: null,
                source: 'restatement',
                corrected_at: new Date(r.at).toISOString(),
              };
          };
        },
      };
      return records;
    },
  };
}
