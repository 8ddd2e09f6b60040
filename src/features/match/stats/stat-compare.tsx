import { AbsentValue } from '../../../components/absent-value';
import { barShares, better, type StatLine } from './stat-lines';

/**
 * One statistic as the consumer apps show it: the label between the two values, and under it two bars
 * that grow outward from the centre, the larger side in the stronger colour.
 */
export function StatCompare({
  line,
  p1,
  p2,
  testId,
}: {
  line: StatLine;
  p1: Record<string, unknown> | undefined;
  p2: Record<string, unknown> | undefined;
  testId: string;
}) {
  const a = line.read(p1);
  const b = line.read(p2);
  const [sa, sb] = barShares(line, a, b);
  const best = better(line, a, b);
  const strong = 'bg-sky-700 dark:bg-sky-400';
  const weak = 'bg-slate-300 dark:bg-slate-600';
  return (
    <li className="grid gap-1 py-1.5" data-testid={testId}>
      <div className="grid grid-cols-[1fr_auto_1fr] items-baseline gap-2 text-sm">
        <span className={`tabular-nums ${best === 1 ? 'font-semibold' : ''}`}>
          {a.text ?? <AbsentValue />}
        </span>
        <span className="text-center text-xs text-slate-700 dark:text-slate-300">{line.label}</span>
        <span className={`text-right tabular-nums ${best === 2 ? 'font-semibold' : ''}`}>
          {b.text ?? <AbsentValue />}
        </span>
      </div>
      <div className="grid grid-cols-2 gap-1" aria-hidden="true">
        <div className="flex h-1.5 justify-end rounded-full bg-slate-100 dark:bg-slate-800">
          <div
            className={`h-full rounded-full ${best === 1 ? strong : weak}`}
            style={{ width: `${Math.round(sa * 100)}%` }}
          />
        </div>
        <div className="flex h-1.5 rounded-full bg-slate-100 dark:bg-slate-800">
          <div
            className={`h-full rounded-full ${best === 2 ? strong : weak}`}
            style={{ width: `${Math.round(sb * 100)}%` }}
          />
        </div>
      </div>
    </li>
  );
}
