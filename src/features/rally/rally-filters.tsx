import { controlClass, Field } from '../../components/field';
import { FilterForm, useFilterDraft } from '../../components/filter-form';
import { plainOptions, SelectField } from '../../components/select-field';

/** The GET /rally/matches filters, named as the query parameters (and the page URL). */
const RALLY_FILTER_KEYS = ['player', 'from', 'to', 'surface', 'gender'] as const;
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
  return (
    <Field label={label}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={controlClass}
        />
      )}
    </Field>
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
  const { draft, setDraft, set: setKey } = useFilterDraft(values);
  const set = (key: RallyFilterKey) => (v: string) => setKey(key, v);
  const clear = () => {
    const empty = readRallyFilters(new URLSearchParams());
    setDraft(empty);
    onApply(empty);
  };
  return (
    <FilterForm label="Charted match filters" onApply={() => onApply(draft)} onClear={clear}>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Input label="Player name contains" type="search" value={draft.player} onChange={set('player')} />
        <Input label="From" type="date" value={draft.from} onChange={set('from')} />
        <Input label="To" type="date" value={draft.to} onChange={set('to')} />
        <SelectField
          label="Surface"
          all="Any"
          value={draft.surface}
          options={plainOptions(SURFACES)}
          onChange={set('surface')}
        />
        <SelectField
          label="Gender"
          all="Any"
          value={draft.gender}
          options={[
            { key: 'M', label: 'Men' },
            { key: 'W', label: 'Women' },
          ]}
          onChange={set('gender')}
        />
      </div>
    </FilterForm>
  );
}
