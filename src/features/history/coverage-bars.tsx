import type { CoverageBucket } from '../../../contract/coverage';
import { percent } from './history-labels';

type Measure = 'completed' | 'any_tape' | 'point_complete' | 'complete_on_default_read';

const MEASURES: [Measure, string][] = [
  ['completed', 'Completed'],
  ['any_tape', 'Any tape'],
  ['point_complete', 'Point-complete (best basis)'],
  ['complete_on_default_read', 'Complete on the default read'],
];

const count = (n: number) => n.toLocaleString('en');

/**
 * One bucket's numbers as bars. "Completed" is scaled against the largest bucket (how much play it
 * holds); the other three are shares of the bucket's own completed matches, so buckets compare fairly.
 */
export function CoverageBars({
  label,
  bucket,
  largest,
}: {
  label: string;
  bucket: CoverageBucket;
  largest: number;
}) {
  const share = percent(bucket.share);
  return (
    <section
      aria-label={label}
      data-testid="coverage-bucket"
      className="grid gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <h2 className="flex flex-wrap items-baseline justify-between gap-2 font-semibold">
        <span>{label}</span>
        <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
          Share point-complete: {share ?? 'not available'}
        </span>
      </h2>
      <dl className="grid gap-1.5 text-sm">
        {MEASURES.map(([key, text]) => {
          const value: number = bucket[key];
          const of = key === 'completed' ? largest : bucket.completed;
          const width = of > 0 ? Math.min(100, (value / of) * 100) : 0;
          const pct =
            key === 'completed' ? null : percent(bucket.completed > 0 ? value / bucket.completed : null);
          return (
            <div key={key} className="grid gap-0.5 sm:grid-cols-[14rem_1fr] sm:items-center sm:gap-3">
              <dt className="text-slate-700 dark:text-slate-300">{text}</dt>
              <dd className="grid gap-0.5">
                <span>
                  {count(value)}
                  {pct ? ` (${pct})` : ''}
                </span>
                <span aria-hidden="true" className="block h-2 rounded bg-slate-200 dark:bg-slate-800">
                  <span
                    className="block h-2 rounded bg-indigo-600 dark:bg-indigo-400"
                    style={{ width: `${width}%` }}
                  />
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
