import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import type { MatchStatistics } from '../../../../contract/statistics';
import { Badge } from '../../../components/badge';
import { NumberText } from '../../../components/number-text';
import { ageText } from '../../../lib/local-time';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';

type Family = MatchStatistics['freshness']['derived'];

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
  const age = ageText(family.age_seconds);
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
  rows: [string, string, string?][];
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
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col">Statistic</th>
              <th scope="col" className="text-right">
                {names[0]}
              </th>
              <th scope="col" className="text-right">
                {names[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([key, label, suffix]) => (
              <tr
                key={key}
                data-testid={`${title}-${key}`}
                className="border-t border-slate-100 dark:border-slate-800"
              >
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  {label}
                </th>
                <td className="text-right">
                  <NumberText value={read(p1, key)} suffix={suffix} />
                </td>
                <td className="text-right">
                  <NumberText value={read(p2, key)} suffix={suffix} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
