import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import type { MatchStatistics } from '../../../../contract/statistics';
import { Badge } from '../../../components/badge';
import { type Column, DataTable } from '../../../components/data-table';
import { NumberText } from '../../../components/number-text';
import { ageLabel } from '../../../lib/match-labels';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';

type Family = MatchStatistics['freshness']['derived'];
type StatRow = [key: string, label: string, suffix?: string];

const DERIVED: [key: string, label: string, suffix?: string][] = [
  ['hold_pct', 'Service games held', '%'],
  ['break_pct', 'Return games broken', '%'],
  ['break_points_saved_pct', 'Break points saved', '%'],
  ['break_points_converted_pct', 'Break points converted', '%'],
  ['service_points_won_pct', 'Service points won', '%'],
  ['return_points_won_pct', 'Return points won', '%'],
  ['points_won', 'Points won'],
  ['points_played', 'Points played'],
];

const MEASURED: [key: string, label: string, suffix?: string][] = [
  ['aces', 'Aces'],
  ['double_faults', 'Double faults'],
  ['first_serves_in_pct', 'First serves in', '%'],
  ['first_serve_points_won_pct', 'First-serve points won', '%'],
  ['second_serve_points_won_pct', 'Second-serve points won', '%'],
  ['break_points_saved', 'Break points saved'],
  ['winners_total', 'Winners'],
  ['unforced_errors_total', 'Unforced errors'],
  ['points_won', 'Points won'],
];

const COVERAGE: Record<string, string> = {
  live: 'Live',
  final: 'Final',
  stale: 'Stale',
  none: 'None',
  diverged: 'Diverged',
};

const read = (side: object | undefined, key: string): number | null | undefined => {
  const v = (side as Record<string, unknown> | undefined)?.[key];
  return typeof v === 'number' ? v : v === null ? null : undefined;
};

function CoverageBadge({ family }: { family: Family }) {
  const age = ageLabel(family.age_seconds);
  const tone = family.coverage === 'live' || family.coverage === 'final' ? 'neutral' : 'warning';
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={tone}>Coverage: {COVERAGE[family.coverage] ?? `unknown (${family.coverage})`}</Badge>
      {age && <Badge>{age} old</Badge>}
    </span>
  );
}

function FamilyTable({
  title,
  family,
  rows,
  p1,
  p2,
  names,
  note,
}: {
  title: string;
  family: Family;
  rows: StatRow[];
  p1: object | undefined;
  p2: object | undefined;
  names: [string, string];
  note?: string | null;
}) {
  return (
    <section
      aria-label={title}
      className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold">{title}</h2>
        <CoverageBadge family={family} />
      </div>
      {note && <p className="mt-1 text-sm text-amber-900 dark:text-amber-100">{note}</p>}
      <DataTable
        caption={`${title} statistics`}
        captionHidden
        columns={[
          { key: 'label', header: 'Statistic', rowHeader: true, cell: ([, label]) => label },
          ...([p1, p2] as const).map(
            (side, i): Column<StatRow> => ({
              key: `p${i + 1}`,
              header: names[i],
              align: 'right',
              cell: ([key, , suffix]) => <NumberText value={read(side, key)} suffix={suffix} />,
            }),
          ),
        ]}
        rows={rows}
        rowKey={([key]) => key}
        rowProps={([key]) => ({ 'data-testid': `${title}-${key}` })}
        density="compact"
        className="mt-2"
      />
    </section>
  );
}

/** Stats: the derived family (rebuilt from points) and the measured one (counted upstream), never merged. */
export function StatsTab({ match }: { match: MatchDetail }) {
  const query = useQuery(matchTabQueries.statistics(match.id));
  const names: [string, string] = [match.players.p1.name, match.players.p2.name];
  return (
    <QueryPane query={query} tab="stats" what="Statistics">
      {(stats) => {
        if (stats.players === null || stats.coverage === 'none') {
          return <PaneEmpty>{stats.detail ?? 'No statistics are available for this match.'}</PaneEmpty>;
        }
        const { p1, p2 } = stats.players;
        const divergence = stats.freshness.measured_divergence;
        return (
          <div className="grid gap-4 lg:grid-cols-2">
            <FamilyTable
              title="Derived"
              family={stats.freshness.derived}
              rows={DERIVED}
              p1={p1}
              p2={p2}
              names={names}
            />
            <FamilyTable
              title="Measured"
              family={stats.freshness.measured}
              rows={MEASURED}
              p1={p1.measured}
              p2={p2.measured}
              names={names}
              note={
                divergence
                  ? (divergence.detail ?? 'Measured values were withheld: they disagree with the score.')
                  : null
              }
            />
          </div>
        );
      }}
    </QueryPane>
  );
}
