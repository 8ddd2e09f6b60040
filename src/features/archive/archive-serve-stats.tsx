import type { ArchiveMatch } from '../../../contract/archive';
import { AbsentValue } from '../../components/absent-value';
import { formatCount, formatPercent } from './archive-labels';

type Stats = Record<string, unknown>;

// Counts in the order a match report prints them; keys the service adds later follow, named as sent.
const COUNTS: readonly [string, string][] = [
  ['aces', 'Aces'],
  ['double_faults', 'Double faults'],
  ['serve_points', 'Service points'],
  ['first_in', 'First serves in'],
  ['first_won', 'First-serve points won'],
  ['second_won', 'Second-serve points won'],
  ['serve_games', 'Service games'],
  ['bp_saved', 'Break points saved'],
  ['bp_faced', 'Break points faced'],
];

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

const cell = 'px-3 py-1.5 text-right tabular-nums';

function Value({ value, percent }: { value: number | null; percent?: boolean }) {
  if (value === null) return <AbsentValue />;
  return <>{percent ? formatPercent(value) : formatCount(value)}</>;
}

/** Serve statistics side by side, winner first; every figure the era did not record is absent, never 0. */
export function ArchiveServeStats({ match }: { match: ArchiveMatch }) {
  const winner = match.stats?.winner;
  const loser = match.stats?.loser;
  const known = new Set(COUNTS.map(([k]) => k));
  const extra = [...new Set([...Object.keys(winner ?? {}), ...Object.keys(loser ?? {})])]
    .filter((k) => !known.has(k))
    .map((k): [string, string] => [k, k.replaceAll('_', ' ')]);

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
      <div className="relative overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <thead>
            <tr className="border-b border-slate-300 dark:border-slate-700">
              <th scope="col" className="px-3 py-1.5 text-left">
                Statistic
              </th>
              <th scope="col" className="px-3 py-1.5 text-right">
                {match.winner.name ?? 'Winner'}
              </th>
              <th scope="col" className="px-3 py-1.5 text-right">
                {match.loser.name ?? 'Loser'}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...COUNTS, ...extra].map(([key, label]) => (
              <tr key={key} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {label}
                </th>
                <td className={cell}>
                  <Value value={num(winner, key)} />
                </td>
                <td className={cell}>
                  <Value value={num(loser, key)} />
                </td>
              </tr>
            ))}
            {RATIOS.map(([label, of]) => (
              <tr key={label} className="border-b border-slate-200 dark:border-slate-800">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {label} (%)
                </th>
                <td className={cell}>
                  <Value value={of(winner)} percent />
                </td>
                <td className={cell}>
                  <Value value={of(loser)} percent />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
