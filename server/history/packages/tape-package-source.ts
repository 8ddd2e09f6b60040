import type { FastifyInstance } from 'fastify';
import { visibleWithFaults } from '../../faults/apply-faults';
import type { HistoryEntry } from '../tape/history-entry';
import { tapeRead } from '../tape/tape-read';
import type { TapeRow } from '../tape/tape-rows';
import { resultCorpus } from '../tape-era/result-corpus';
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
export function tapePackageSource(app: FastifyInstance): PackageSource {
  const entriesOf = (period: string): HistoryEntry[] => {
    const now = app.world.now();
    // Every replay the service watched that month, also those past the listings' history window.
    // Only the month's slots get a context: a context replays its match, and building one for every
    // replay since the epoch cost ~16 s and ~1 GB of garbage (kept as resident memory) per listing.
    const slots = app.world.schedule.published(now).filter((s) => monthOf(s.endMs) === period);
    const observed = visibleWithFaults(app.world, app.faults, now, 'completed', slots)
      .filter((c) => c.st.status === 'completed' && monthOf(c.st.slot.endMs) === period)
      .sort((a, b) => a.st.slot.endMs - b.st.slot.endMs || a.st.slot.id - b.st.slot.id)
      .map((ctx): HistoryEntry => ({ kind: 'observed', ctx }));
    const results = resultCorpus()
      .entries.filter((e) => e.row.date.slice(0, 7) === period && !app.faults.merges.has(e.id))
      .map((e): HistoryEntry => ({ kind: 'result', e }));
    return [...results, ...observed];
  };
  const read = (entry: HistoryEntry) =>
    tapeRead(app, entry, { sequence: 'raw', points: 'default' }, 'pro', app.world.now());

  return {
    periods() {
      const now = app.world.now();
      const months = new Set(resultCorpus().entries.map((e) => e.row.date.slice(0, 7)));
      for (const s of app.world.schedule.published(now)) if (s.endMs <= now) months.add(monthOf(s.endMs));
      return [...months].filter((p) => nextMonthStart(p) <= now).sort((a, b) => b.localeCompare(a));
    },
    records(period) {
      if (!this.periods().includes(period)) return undefined;
      const entries = entriesOf(period);
      const rowsOf = (e: HistoryEntry) =>
        e.kind === 'observed' ? e.ctx.st.index + 1 : (e.e.recon?.winners.length ?? -1) + 1;
      const ids = new Set(entries.map((e) => (e.kind === 'observed' ? e.ctx.st.slot.id : e.e.id)));
      const now = app.world.now();
      const restated = app.faults.restatements.filter((r) => ids.has(r.matchId) && r.at <= now);
      // Both files read the same tapes: read each once per build, dropped once the CSV is written.
      let reads: Array<ReturnType<typeof read>> | null = null;
      const tapes = () => {
        reads ??= entries.map(read);
        return reads;
      };
      const records: PackageRecords = {
        // The month's matches as the service sees them now (a merge drops one); their tapes follow from the world.
        fingerprint: [...ids].join(','),
        matchCount: entries.length,
        rowCount: entries.reduce((t, e) => t + rowsOf(e), 0),
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
      };
      if (restated.length > 0) {
        records.corrections = function* (): Iterable<CorrectionRow> {
          for (const r of restated)
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
      }
      return records;
    },
  };
}
