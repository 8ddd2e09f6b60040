import { useId } from 'react';
import { SORT_HINTS, SORT_LABELS, type TradeSort } from './trade-sort';

interface TradeToolbarProps {
  /** The sorts this key can use (availableSorts). */
  sorts: readonly TradeSort[];
  sort: TradeSort;
  onSort: (sort: TradeSort) => void;
  alertsOn: boolean;
  onAlerts: (on: boolean) => void;
}

/** Sort as native radios (the browser gives arrow keys and focus for free) and the alert opt-in. */
export function TradeToolbar({ sorts, sort, onSort, alertsOn, onAlerts }: TradeToolbarProps) {
  const name = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <fieldset className="flex flex-wrap items-center gap-1">
        <legend className="sr-only">Sort by</legend>
        <span aria-hidden="true" className="mr-1 text-sm text-slate-700 dark:text-slate-300">
          Sort by
        </span>
        {sorts.map((s) => (
          <label
            key={s}
            title={SORT_HINTS[s]}
            className="cursor-pointer rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 has-checked:bg-slate-800 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sky-700 dark:border-slate-700 dark:text-slate-200 dark:has-checked:bg-slate-200 dark:has-checked:text-slate-900"
          >
            <input
              type="radio"
              name={name}
              value={s}
              checked={s === sort}
              onChange={() => onSort(s)}
              className="sr-only"
            />
            {SORT_LABELS[s]}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <input
          type="checkbox"
          checked={alertsOn}
          onChange={(e) => onAlerts(e.target.checked)}
          className="size-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        />
        Alert me on break points (sound or notification)
      </label>
    </div>
  );
}
