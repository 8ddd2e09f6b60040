import type { HeadToHead } from '../../../contract/h2h';

interface Props {
  totals: HeadToHead['totals'];
  names: { p1: string; p2: string };
}

/** The service's totals: wins count meetings with a known winner; undecided counts the rest. */
export function H2hTotals({ totals, names }: Props) {
  const items = [
    { label: `${names.p1} wins`, value: totals.p1_wins },
    { label: `${names.p2} wins`, value: totals.p2_wins },
    { label: 'Decided meetings', value: totals.meetings },
    { label: 'Undecided', value: totals.undecided },
  ];
  return (
    <dl data-testid="h2h-totals" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((it) => (
        <div key={it.label} className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
          <dt className="text-xs text-slate-700 dark:text-slate-300">{it.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{it.value}</dd>
        </div>
      ))}
    </dl>
  );
}
