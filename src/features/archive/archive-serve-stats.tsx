import type { ArchiveMatch } from '../../../contract/archive';
import { AbsentValue } from '../../components/absent-value';
import { type Column, DataTable } from '../../components/data-table';
import { formatCount, formatPercent, SERVE_COUNTS } from './archive-labels';

type Stats = Record<string, unknown>;
interface StatRow {
  key: string;
  label: string;
  winner: number | null;
  loser: number | null;
  percent?: boolean;
}

const num = (s: Stats | undefined, key: string): number | null =>
  typeof s?.[key] === 'number' ? (s[key] as number) : null;

/** A ratio of two counts, or null when either is missing or the base is 0 (nothing to divide). */
function ratio(top: number | null, base: number | null): number | null {
  return top === null || base === null || base <= 0 ? null : top / base;
}

const RATIOS: readonly [string, (s: Stats | undefined) => number | null][] = [
  ['First serve in', (s) => ratio(num(s, 'first_in'), num(s, 'serve_points'))],
  ['First-serve points won', (s) => ratio(num(s, 'first_won'), num(s, 'first_in'))],
  [
    'Second-serve points won',
    (s) => {
      const points = num(s, 'serve_points');
      const first = num(s, 'first_in');
      return ratio(num(s, 'second_won'), points === null || first === null ? null : points - first);
    },
  ],
  ['Break points saved', (s) => ratio(num(s, 'bp_saved'), num(s, 'bp_faced'))],
];

function Value({ value, percent }: { value: number | null; percent?: boolean }) {
  if (value === null) return <AbsentValue />;
  return <>{percent ? formatPercent(value) : formatCount(value)}</>;
}

/** Serve statistics side by side, winner first; every figure the era did not record is absent, never 0. */
export function ArchiveServeStats({ match }: { match: ArchiveMatch }) {
  const winner = match.stats?.winner;
  const loser = match.stats?.loser;
  const known = new Set(SERVE_COUNTS.map(([k]) => k));
  const extra = [...new Set([...Object.keys(winner ?? {}), ...Object.keys(loser ?? {})])]
    .filter((k) => !known.has(k))
    .map((k): [string, string] => [k, k.replaceAll('_', ' ')]);

  const columns: Column<StatRow>[] = [
    { key: 'label', header: 'Statistic', rowHeader: true, cell: (r) => r.label },
    {
      key: 'winner',
      header: match.winner.name ?? 'Winner',
      align: 'right',
      cell: (r) => <Value value={r.winner} percent={r.percent} />,
    },
    {
      key: 'loser',
      header: match.loser.name ?? 'Loser',
      align: 'right',
      cell: (r) => <Value value={r.loser} percent={r.percent} />,
    },
  ];
  return (
    <section aria-labelledby="archive-serve-heading" className="grid gap-2">
      <h2 id="archive-serve-heading" className="text-lg font-semibold">
        Serve statistics
      </h2>
      {match.stats ? null : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          No serve statistics were recorded for this result; the archive has them for most tour-level matches
          from 1991.
        </p>
      )}
      <DataTable
        caption="Serve statistics, winner first"
        captionHidden
        columns={columns}
        rows={[
          // Keys the service adds later follow the known counts, named as sent.
          ...[...SERVE_COUNTS, ...extra].map(
            ([key, label]): StatRow => ({
              key,
              label,
              winner: num(winner, key),
              loser: num(loser, key),
            }),
          ),
          ...RATIOS.map(
            ([label, of]): StatRow => ({
              key: label,
              label: `${label} (%)`,
              winner: of(winner),
              loser: of(loser),
              percent: true,
            }),
          ),
        ]}
        rowKey={(r) => r.key}
        tableClassName="w-full min-w-[20rem]"
      />
    </section>
  );
}
