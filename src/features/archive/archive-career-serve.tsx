import type { z } from 'zod';
import type { ArchiveCareer } from '../../../contract/archive';
import { AbsentValue } from '../../components/absent-value';
import { formatCount, formatPercent, SERVE_COUNTS } from './archive-labels';

type Serve = z.infer<typeof ArchiveCareer>['serve'];

const RATIOS: readonly [string, string, 'percent' | 'decimal'][] = [
  ['first_in_pct', 'First serve in', 'percent'],
  ['first_won_pct', 'First-serve points won', 'percent'],
  ['second_won_pct', 'Second-serve points won', 'percent'],
  ['bp_saved_pct', 'Break points saved', 'percent'],
  ['aces_per_match', 'Aces per match', 'decimal'],
];

function Row({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="flex justify-between gap-3 border-b border-slate-200 py-1 dark:border-slate-800">
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="font-medium tabular-nums">{value ?? <AbsentValue />}</dd>
    </div>
  );
}

/**
 * Career serve sums and ratios of sums, with how many matches they rest on. With no match covered,
 * the service's zero sums mean "nothing recorded", so they are shown as absent.
 */
export function ArchiveCareerServe({ serve, matches }: { serve: Serve; matches: number | null }) {
  const covered = serve.matches_with_stats;
  const num = (key: string) => (typeof serve[key] === 'number' ? (serve[key] as number) : null);
  return (
    <section aria-labelledby="career-serve-heading" className="grid gap-2">
      <h3 id="career-serve-heading" className="font-semibold">
        Serve statistics
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {covered === 0
          ? 'No serve statistics were recorded for any of these archive matches (most start in 1991).'
          : `Serve statistics cover ${formatCount(covered)}${
              matches
                ? ` of ${formatCount(matches)} matches (${formatPercent(covered / matches)})`
                : ' matches'
            }.`}
      </p>
      <div className="grid gap-x-8 sm:grid-cols-2">
        <dl>
          {SERVE_COUNTS.map(([key, label]) => {
            const v = num(key);
            return (
              <Row key={key} label={label} value={covered === 0 || v === null ? null : formatCount(v)} />
            );
          })}
        </dl>
        <dl>
          {RATIOS.map(([key, label, kind]) => {
            const v = num(key);
            const text = v === null ? null : kind === 'percent' ? formatPercent(v) : v.toFixed(1);
            return <Row key={key} label={kind === 'percent' ? `${label} (%)` : label} value={text} />;
          })}
        </dl>
      </div>
    </section>
  );
}
