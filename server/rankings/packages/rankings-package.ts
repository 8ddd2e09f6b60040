import { once, type PackageRecords, type PackageSource } from '../../history/packages/package-source';
import type { Roster } from '../../world/roster';
import { officialTable, weekRows } from '../official/official-rankings';
import { officialRecord } from '../ranking-records';

const SYSTEMS = ['atp', 'wta'] as const;
const COLUMNS = [
  'system',
  'effective_date',
  'rank',
  'player_id',
  'archive_player_id',
  'player_name',
  'points',
] as const;

/** Monthly `rankings` packages: every published week of the month, both systems, as held in the pack. */
export function rankingsPackageSource(roster: Roster): PackageSource {
  // A week's rows are made only when counted or written: made for every listed month at once, tens
  // of thousands of rows were garbage the collector stopped the request thread for.
  const weeksOf = (month: string) =>
    SYSTEMS.flatMap((s) => {
      const t = officialTable(s);
      return t.weeks.flatMap((w, i) => (w.startsWith(month) ? [{ t, rows: () => weekRows(t, i) }] : []));
    });
  return {
    periods() {
      const months = new Set(SYSTEMS.flatMap((s) => officialTable(s).weeks.map((w) => w.slice(0, 7))));
      return [...months].sort().reverse();
    },
    records(period): PackageRecords | undefined {
      const weeks = weeksOf(period);
      if (weeks.length === 0) return undefined;
      const counts = once(() => {
        const players = new Set<string>();
        let rows = 0;
        for (const w of weeks) {
          const week = w.rows();
          rows += week.length;
          for (const r of week) players.add(`${w.t.system}:${r.playerId}`);
        }
        return { players: players.size, rows };
      });
      function* all() {
        for (const { t, rows } of weeks) for (const r of rows()) yield officialRecord(t, r, roster);
      }
      return {
        get matchCount() {
          return counts().players;
        },
        get rowCount() {
          return counts().rows;
        },
        jsonl: all,
        csv: {
          columns: COLUMNS,
          rows: function* () {
            for (const rec of all()) yield Object.fromEntries(COLUMNS.map((c) => [c, rec[c] ?? null]));
          },
        },
      };
    },
  };
}
