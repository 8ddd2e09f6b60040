import { OUTCOME_FILTERS, type OutcomeFilter } from './h2h-outcomes';

interface Props {
  value: OutcomeFilter;
  onChange: (value: OutcomeFilter) => void;
}

/** Which meetings the list shows; the choice lives in `?outcome=`. */
export function H2hOutcomeSelect({ value, onChange }: Props) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor="h2h-outcome" className="text-sm font-medium text-slate-700 dark:text-slate-300">
        Show
      </label>
      <select
        id="h2h-outcome"
        value={value}
        onChange={(e) => onChange(e.target.value as OutcomeFilter)}
        className="max-w-full rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        {OUTCOME_FILTERS.map((f) => (
          <option key={f.key} value={f.key}>
            {f.label}
          </option>
        ))}
      </select>
    </div>
  );
}
