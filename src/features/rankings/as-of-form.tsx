import { type FormEvent, useEffect, useState } from 'react';

interface Props {
  id: string;
  asOf: string | null;
  onChange: (asOf: string | null) => void;
}

const BUTTON =
  'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** The as-of date; applied on submit so stepping through a date picker spends no requests. */
export function AsOfForm({ id, asOf, onChange }: Props) {
  const [draft, setDraft] = useState(asOf ?? '');
  useEffect(() => setDraft(asOf ?? ''), [asOf]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft || null);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          As of date
        </label>
        <input
          id={id}
          type="date"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:[color-scheme:dark]"
        />
      </div>
      <button
        type="submit"
        className={`${BUTTON} bg-indigo-700 text-white hover:bg-indigo-800 dark:bg-indigo-300 dark:text-indigo-950`}
      >
        Show
      </button>
      {asOf && (
        <button
          type="button"
          onClick={() => onChange(null)}
          className={`${BUTTON} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800`}
        >
          Latest
        </button>
      )}
    </form>
  );
}
