import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { tourLabel } from '../../lib/match-labels';
import { FILTER_CHOICES, type HistoryFilterKey, type HistoryFilterValues } from './history-filters';
import { choiceLabel } from './history-labels';

export const control =
  'w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

function Field({
  label,
  hint,
  wide = false,
  children,
}: {
  label: string;
  hint?: string;
  /** Takes both columns on a phone (a date-time input is cut off in half the width). */
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={`grid content-start gap-1 text-sm text-slate-700 dark:text-slate-300 ${wide ? 'col-span-2 sm:col-span-1' : ''}`}
    >
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint ? <span className="text-xs text-slate-600 dark:text-slate-300">{hint}</span> : null}
    </div>
  );
}

type SelectKey = keyof typeof FILTER_CHOICES;

const SELECTS: [SelectKey, string][] = [
  ['tour', 'Tour'],
  ['draw', 'Draw'],
  ['gender', 'Gender'],
  ['tier', 'Tier'],
  ['is_qualifying', 'Qualifying'],
  ['has_market', 'Has a market'],
  ['coverage', 'Tape coverage'],
  ['points_complete', 'Point-complete'],
];

const TEXTS: [HistoryFilterKey, string, string, string][] = [
  ['from', 'From', 'date', ''],
  ['to', 'To', 'date', ''],
  ['player', 'Player ids', 'text', 'Comma-separated, up to 50'],
  ['country', 'Country', 'text', '3 lowercase letters, e.g. esp'],
  ['tournament_id', 'Tournament id', 'text', 'Digits'],
  ['restated_since', 'Result restated since (UTC)', 'datetime-local', ''],
];

const optionText = (key: SelectKey, value: string) =>
  key === 'tour' ? (tourLabel(value) ?? value) : choiceLabel(key, value);

/** Every GET /history/matches filter; applied on submit (each search spends the request budget). */
export function HistoryFilterForm({
  values,
  onApply,
}: {
  values: HistoryFilterValues;
  onApply: (values: HistoryFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  // Back/forward changes the URL under us; the form follows it.
  useEffect(() => setDraft(values), [values]);
  const set = (key: HistoryFilterKey, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(draft).map((k) => [k, ''])) as HistoryFilterValues;
    setDraft(empty);
    onApply(empty);
  };
  return (
    <search>
      <form
        onSubmit={submit}
        aria-label="History filters"
        className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {TEXTS.map(([key, label, type, hint]) => (
            <Field key={key} label={label} hint={hint || undefined} wide={type === 'datetime-local'}>
              {(id) => (
                <input
                  id={id}
                  type={type}
                  value={draft[key]}
                  onChange={(e) => set(key, e.target.value)}
                  className={control}
                />
              )}
            </Field>
          ))}
          {SELECTS.map(([key, label]) => (
            <Field key={key} label={label}>
              {(id) => (
                <select
                  id={id}
                  value={draft[key]}
                  onChange={(e) => set(key, e.target.value)}
                  className={control}
                >
                  <option value="">Any</option>
                  {FILTER_CHOICES[key].map((v) => (
                    <option key={v} value={v}>
                      {optionText(key, v)}
                    </option>
                  ))}
                  {/* A value from a shared link outside the list still shows as chosen. */}
                  {draft[key] && !(FILTER_CHOICES[key] as readonly string[]).includes(draft[key]) ? (
                    <option value={draft[key]}>{draft[key]}</option>
                  ) : null}
                </select>
              )}
            </Field>
          ))}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className="rounded-md bg-indigo-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:bg-indigo-300 dark:text-indigo-950"
          >
            Apply filters
          </button>
          <button
            type="button"
            onClick={clear}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Clear
          </button>
        </div>
      </form>
    </search>
  );
}
