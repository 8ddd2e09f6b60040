import type { HeadToHead } from '../../../contract/h2h';
import type { Meeting } from './h2h-outcomes';
import { tourCount, tourLine } from './tour-count';

interface Props {
  meetings: readonly Meeting[];
  /** The service's own totals, used when it lists only the newest meetings. */
  totals: HeadToHead['totals'];
  /** True when the service listed fewer meetings than there were (`meta.meetings_cap`). */
  capped: boolean;
  names: { p1: string; p2: string };
  /** What a filtered count covers ("On clay · Grand Slams"), null for every meeting. */
  scope?: string | null;
}

/**
 * The head-to-head as the tours count it (retirements count, walkovers are listed but not counted),
 * from the meetings; when the service lists only the newest, its totals (the same rule: a walkover
 * is no win and counts among the undecided) are shown instead, and said to be.
 */
export function H2hTotals({ meetings, totals, capped, names, scope = null }: Props) {
  const count = capped
    ? { p1: totals.p1_wins, p2: totals.p2_wins, walkovers: 0, undecided: totals.undecided }
    : tourCount(meetings);
  const items = [
    { label: `${names.p1} wins`, value: count.p1 },
    { label: `${names.p2} wins`, value: count.p2 },
    ...(capped ? [] : [{ label: 'Walkovers', value: count.walkovers }]),
    { label: 'Undecided', value: count.undecided },
  ];
  return (
    <div className="grid gap-2">
      <p data-testid="h2h-line" className="text-2xl font-semibold tabular-nums">
        <span className="sr-only">
          {names.p1} against {names.p2}:{' '}
        </span>
        {tourLine(count)}
      </p>
      {scope ? (
        <p data-testid="h2h-scope" className="text-sm font-medium">
          {scope}
        </p>
      ) : null}
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {capped
          ? 'Every meeting, counted by the service: walkovers are not wins and count as undecided. Only the newest meetings are listed.'
          : 'As the tours count them: retirements and defaults count, walkovers are listed but not counted.'}
      </p>
      <dl data-testid="h2h-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {items.map((it) => (
          <div
            key={it.label}
            className="min-w-0 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <dt className="truncate text-xs text-slate-700 dark:text-slate-300" title={it.label}>
              {it.label}
            </dt>
            <dd className="text-2xl font-semibold tabular-nums">{it.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
