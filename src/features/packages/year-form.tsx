import { type FormEvent, useEffect, useState } from 'react';

const FIELD =
  'w-28 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';
const BUTTON =
  'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:focus-visible:outline-indigo-300';

/** Picks a year listing (`?year=`); submit-driven because one listing can take tens of seconds to build. */
export function YearForm({ year, onYear }: { year: string; onYear: (year: string) => void }) {
  const [draft, setDraft] = useState(year);
  useEffect(() => setDraft(year), [year]);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    const ok = value === '' || /^\d{4}$/.test(value);
    setInvalid(!ok);
    if (ok) onYear(value);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="grid gap-1">
        <label htmlFor="package-year" className="text-sm font-medium">
          Year (optional)
        </label>
        <input
          id="package-year"
          inputMode="numeric"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="YYYY"
          aria-invalid={invalid || undefined}
          aria-describedby="package-year-hint"
          className={FIELD}
        />
      </div>
      <button
        type="submit"
        className={`${BUTTON} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-300 dark:text-indigo-950`}
      >
        List year
      </button>
      {year ? (
        <button
          type="button"
          onClick={() => onYear('')}
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800`}
        >
          Show recent
        </button>
      ) : null}
      <p
        id="package-year-hint"
        className={`w-full text-xs ${invalid ? 'text-rose-800 dark:text-rose-200' : 'text-slate-700 dark:text-slate-300'}`}
      >
        {invalid
          ? 'Enter a four-digit year, e.g. 2024.'
          : 'Without a year, monthly kinds list their newest months.'}
      </p>
    </form>
  );
}
