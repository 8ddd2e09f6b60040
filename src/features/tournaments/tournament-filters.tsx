import { type FormEvent, useEffect, useId, useState } from 'react';
import { DRAWS, TIERS, TOURS } from '../../../contract/common';
import { tourLabel } from '../../lib/match-labels';
import { tierLabel } from './tournament-labels';

export type FilterKey = 'q' | 'tour' | 'draw' | 'tier';

interface Props {
  values: Record<FilterKey, string>;
  onChange: (key: FilterKey, value: string) => void;
}

const control =
  'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: [string, string][];
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="grid gap-1 text-sm text-slate-700 dark:text-slate-300">
      {label}
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Search, tour, draw and tier; the page keeps every value in the URL. Search applies on submit to spare the budget. */
export function TournamentFilters({ values, onChange }: Props) {
  const [draft, setDraft] = useState(values.q);
  useEffect(() => setDraft(values.q), [values.q]);
  const searchId = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange('q', draft.trim());
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <search className="min-w-0 flex-1">
        <form onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
          <label
            htmlFor={searchId}
            className="grid min-w-0 flex-1 gap-1 text-sm text-slate-700 dark:text-slate-300"
          >
            Name
            <input
              id={searchId}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className={control}
            />
          </label>
          <button
            type="submit"
            className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:bg-indigo-300 dark:text-indigo-950"
          >
            Search
          </button>
        </form>
      </search>
      <Select
        label="Tour"
        value={values.tour}
        options={TOURS.map((t) => [t, tourLabel(t) ?? t])}
        onChange={(v) => onChange('tour', v)}
      />
      <Select
        label="Draw"
        value={values.draw}
        options={DRAWS.map((d) => [d, d === 'singles' ? 'Singles' : 'Doubles'])}
        onChange={(v) => onChange('draw', v)}
      />
      <Select
        label="Tier"
        value={values.tier}
        options={TIERS.map((t) => [t, tierLabel(t) ?? t])}
        onChange={(v) => onChange('tier', v)}
      />
    </div>
  );
}
