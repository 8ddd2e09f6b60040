import { controlClass, Field } from '../../components/field';
import { FilterForm, useFilterDraft } from '../../components/filter-form';
import { SelectField } from '../../components/select-field';
import { tourLabel } from '../../lib/match-labels';
import { FILTER_CHOICES, type HistoryFilterKey, type HistoryFilterValues } from './history-filters';
import { choiceLabel } from './history-labels';
import { NamePicker } from './name-picker';
import { PlayerName, TournamentName, usePlayerSearch, useTournamentSearch } from './name-searches';

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
  ['country', 'Country', 'text', '3 lowercase letters, e.g. esp'],
  ['restated_since', 'Result restated since (UTC)', 'datetime-local', ''],
];

const ids = (list: string) =>
  list
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

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
  const { draft, setDraft, set } = useFilterDraft(values);
  const clear = () => {
    const empty = Object.fromEntries(Object.keys(draft).map((k) => [k, ''])) as HistoryFilterValues;
    setDraft(empty);
    onApply(empty);
  };
  return (
    <FilterForm label="History filters" onApply={() => onApply(draft)} onClear={clear}>
      <div className="grid gap-3 sm:grid-cols-2">
        <NamePicker
          label="Players"
          chosen={ids(draft.player)}
          max={50}
          onChange={(v) => set('player', v.join(','))}
          useSearch={usePlayerSearch}
          NameOf={PlayerName}
        />
        <NamePicker
          label="Tournament"
          chosen={ids(draft.tournament_id)}
          max={1}
          onChange={(v) => set('tournament_id', v.join(','))}
          useSearch={useTournamentSearch}
          NameOf={TournamentName}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {TEXTS.map(([key, label, type, hint]) => (
          <Field
            key={key}
            label={label}
            hint={hint || undefined}
            // A date-time input is cut off in half a phone's width: it takes both columns there.
            className={type === 'datetime-local' ? 'col-span-2 sm:col-span-1' : ''}
          >
            {(control) => (
              <input
                {...control}
                type={type}
                value={draft[key]}
                onChange={(e) => set(key, e.target.value)}
                className={controlClass}
              />
            )}
          </Field>
        ))}
        {SELECTS.map(([key, label]) => (
          <SelectField
            key={key}
            label={label}
            all="Any"
            value={draft[key]}
            options={FILTER_CHOICES[key].map((v) => ({ key: v, label: optionText(key, v) }))}
            onChange={(v) => set(key, v)}
          />
        ))}
      </div>
    </FilterForm>
  );
}
