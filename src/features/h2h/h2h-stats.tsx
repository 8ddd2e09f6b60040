import type { HeadToHead } from '../../../contract/h2h';
import { OrAbsent } from '../../components/absent-value';
import { TierNotice } from '../../components/view-states';
import { formatProbability } from '../../lib/probability';

type PlayerStats = NonNullable<HeadToHead['stats']>['p1'];
type Block = PlayerStats['archive_serve'];

// Only `meetings_with_stats` is documented; the rest follow the service's answer and are read as
// sent, each shown absent when missing. Ratios arrive as 0–1.
const ARCHIVE_FIELDS: [string, string, 'pct' | 'num'][] = [
  ['first_in_pct', 'First serves in', 'pct'],
  ['first_won_pct', 'First-serve points won', 'pct'],
  ['second_won_pct', 'Second-serve points won', 'pct'],
  ['bp_saved_pct', 'Break points saved', 'pct'],
  ['aces', 'Aces', 'num'],
  ['double_faults', 'Double faults', 'num'],
];
const CURRENT_FIELDS: [string, string, 'pct' | 'num'][] = [
  ['serve_points_won_pct', 'Serve points won', 'pct'],
  ['return_points_won_pct', 'Return points won', 'pct'],
  ['break_point_conversion', 'Break points converted', 'pct'],
  ['aces', 'Aces', 'num'],
  ['winners', 'Winners', 'num'],
];

function format(value: unknown, kind: 'pct' | 'num'): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return kind === 'pct' ? formatProbability(value, 1) : String(value);
}

function StatsBlock({
  title,
  block,
  fields,
}: {
  title: string;
  block: Block;
  fields: typeof ARCHIVE_FIELDS;
}) {
  const values = block as Record<string, unknown>;
  return (
    <div className="grid gap-1">
      <h4 className="text-sm font-semibold">
        {title} · {block.meetings_with_stats} meeting{block.meetings_with_stats === 1 ? '' : 's'} with
        statistics
      </h4>
      {block.meetings_with_stats === 0 ? (
        // Zero meetings measured: sums of 0 would read as "never served an ace", so nothing is shown.
        <p className="text-sm text-slate-700 dark:text-slate-300">No meeting in this half has statistics.</p>
      ) : (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          {fields.map(([key, label, kind]) => (
            <div key={key} className="contents">
              <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="tabular-nums">
                <OrAbsent value={format(values[key], kind)} />
              </dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

interface Props {
  stats: HeadToHead['stats'];
  names: { p1: string; p2: string };
}

/** ULTRA's per-player statistics in these meetings; below ULTRA the block is absent and a notice says why. */
export function H2hStats({ stats, names }: Props) {
  return (
    <section aria-labelledby="h2h-stats-heading" className="grid gap-3">
      <h2 id="h2h-stats-heading" className="text-base font-semibold">
        Statistics in their meetings
      </h2>
      {stats ? (
        <div className="grid gap-4 md:grid-cols-2">
          {(['p1', 'p2'] as const).map((side) => (
            <div
              key={side}
              className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            >
              <h3 className="font-semibold">{names[side]}</h3>
              <StatsBlock
                title="Archive serve (from 1991)"
                block={stats[side].archive_serve}
                fields={ARCHIVE_FIELDS}
              />
              <StatsBlock title="Since 2023" block={stats[side].current} fields={CURRENT_FIELDS} />
            </div>
          ))}
        </div>
      ) : (
        <TierNotice
          gate={{
            tier: 'ULTRA',
            adds: 'per-player statistics in these meetings: serve figures from 1991, and return, break-point conversion, aces and winners since 2023',
          }}
        />
      )}
    </section>
  );
}
