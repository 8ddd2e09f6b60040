import { OrAbsent } from '../../components/absent-value';
import { type Column, DataTable } from '../../components/data-table';

interface SeasonRecord {
  season: unknown;
  wins?: unknown;
  losses?: unknown;
}

// `season` is an open array in the contract; rows without a readable season (null, an object) are
// skipped rather than printed as "null" or "[object Object]".
const isRecord = (row: unknown): row is SeasonRecord =>
  typeof row === 'object' &&
  row !== null &&
  'season' in row &&
  (typeof row.season === 'number' || (typeof row.season === 'string' && row.season.trim() !== ''));

const count = (v: unknown) => <OrAbsent value={typeof v === 'number' ? v : null} />;

const COLUMNS: Column<SeasonRecord>[] = [
  {
    key: 'season',
    header: 'Season',
    rowHeader: true,
    className: 'font-medium',
    cell: (r) => String(r.season),
  },
  { key: 'won', header: 'Won', className: 'tabular-nums', cell: (r) => count(r.wins) },
  { key: 'lost', header: 'Lost', className: 'tabular-nums', cell: (r) => count(r.losses) },
];

/** Win–loss per recent season; a missing count is absent, not 0. */
export function PlayerSeasons({ season }: { season: unknown[] | null }) {
  const rows = (season ?? []).filter(isRecord);
  if (rows.length === 0) return null;
  return (
    <DataTable
      caption="Season record"
      captionClassName="text-left text-xs font-semibold text-slate-700 dark:text-slate-300"
      columns={COLUMNS}
      rows={rows}
      rowKey={(r) => String(r.season)}
      density="compact"
      tableClassName="text-sm"
    />
  );
}
