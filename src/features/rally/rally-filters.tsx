import { type FormEvent, useEffect, useId, useState } from 'react';
import { control, fieldLabel, primaryButton, secondaryButton } from './form-styles';

/** The GET /rally/matches filters, named as the query parameters (and the page URL). */
export const RALLY_FILTER_KEYS = ['player', 'from', 'to', 'surface', 'gender'] as const;
export type RallyFilterKey = (typeof RALLY_FILTER_KEYS)[number];
export type RallyFilterValues = Record<RallyFilterKey, string>;

// The surface filter is one free string on the wire; these are the values the charted corpus uses.
const SURFACES = ['Hard', 'Clay', 'Grass', 'Carpet'];

export function readRallyFilters(search: URLSearchParams): RallyFilterValues {
  return Object.fromEntries(RALLY_FILTER_KEYS.map((k) => [k, search.get(k) ?? ''])) as RallyFilterValues;
}

export function writeRallyFilters(values: RallyFilterValues): Record<string, string> {
  return Object.fromEntries(
    RALLY_FILTER_KEYS.map((k) => [k, values[k].trim()] as const).filter(([, v]) => v !== ''),
  );
}

function Input({
  label,
  type,
  value,
  onChange,
}: {
  label: string;
  type: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className={fieldLabel}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={control}
      />
    </div>
  );
}

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
    <div className={fieldLabel}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={control}>
        <option value="">Any</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Player, dates, surface and gender; applied on submit so typing spends no requests. */
export function RallyFilters({
  values,
  onApply,
}: {
  values: RallyFilterValues;
  onApply: (values: RallyFilterValues) => void;
}) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (key: RallyFilterKey) => (v: string) => setDraft((d) => ({ ...d, [key]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    const empty = readRallyFilters(new URLSearchParams());
    setDraft(empty);
    onApply(empty);
  };
  return (
    <search>
      <form
        onSubmit={submit}
        aria-label="Charted match filters"
        className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      >
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
          <Input label="Player name contains" type="search" value={draft.player} onChange={set('player')} />
          <Input label="From" type="date" value={draft.from} onChange={set('from')} />
          <Input label="To" type="date" value={draft.to} onChange={set('to')} />
          <Select
            label="Surface"
            value={draft.surface}
            options={SURFACES.map((s) => [s, s])}
            onChange={set('surface')}
          />
          <Select
            label="Gender"
            value={draft.gender}
            options={[
              ['M', 'Men'],
              ['W', 'Women'],
            ]}
            onChange={set('gender')}
          />
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={primaryButton}>
            Apply filters
          </button>
          <button type="button" onClick={clear} className={secondaryButton}>
            Clear
          </button>
        </div>
      </form>
    </search>
  );
}
