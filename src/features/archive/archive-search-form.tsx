import { type FormEvent, useState } from 'react';
import { ROUND_CODES } from '../../../contract/common';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';
import { plainOptions, SelectField } from '../../components/select-field';
import { type ArchiveFilters, type FilterKey, filtersToUrl } from './archive-filters';
import { LEVEL_OPTIONS } from './archive-labels';

interface ArchiveSearchFormProps {
  /** The filters the URL holds; the form starts from them (the page remounts it when the URL changes). */
  initial: ArchiveFilters;
  onSearch: (params: Record<string, string>) => void;
}

// Shown as the archive names them; a tour from a shared link outside these still shows as chosen.
const TOURS = [
  { key: 'atp', label: 'ATP' },
  { key: 'wta', label: 'WTA' },
];

/**
 * The archive filters. Searching happens on submit only: every search is a history read, and a FREE
 * key has 20 a month. Input is not second-guessed here; the service's 400 explains a bad value.
 */
export function ArchiveSearchForm({ initial, onSearch }: ArchiveSearchFormProps) {
  const [draft, setDraft] = useState<ArchiveFilters>(initial);
  const set = (key: FilterKey) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(filtersToUrl(draft));
  };
  const onClear = () => {
    setDraft({});
    onSearch({});
  };

  return (
    <search>
      <form
        onSubmit={onSubmit}
        aria-label="Search the archive"
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-6"
      >
        <Field label="Player name" className="lg:col-span-2">
          {(control) => (
            <input
              {...control}
              type="search"
              value={draft.name ?? ''}
              onChange={set('name')}
              placeholder="At least 3 letters"
              className={controlClass}
            />
          )}
        </Field>
        <SelectField
          label="Tour"
          all="Both tours"
          value={draft.tour ?? ''}
          options={TOURS}
          onChange={(v) => setDraft((d) => ({ ...d, tour: v }))}
        />
        <SelectField
          label="Round"
          all="Any round"
          value={draft.round ?? ''}
          options={plainOptions(ROUND_CODES)}
          onChange={(v) => setDraft((d) => ({ ...d, round: v }))}
        />
        <SelectField
          label="Level"
          all="Any level"
          className="lg:col-span-2"
          value={draft.level ?? ''}
          options={LEVEL_OPTIONS}
          onChange={(v) => setDraft((d) => ({ ...d, level: v }))}
        />
        {(['from', 'to'] as const).map((key) => (
          <Field key={key} label={key === 'from' ? 'From' : 'To'}>
            {(control) => (
              <input
                {...control}
                type="date"
                min="1968-01-01"
                max="2022-12-31"
                value={draft[key] ?? ''}
                onChange={set(key)}
                className={controlClass}
              />
            )}
          </Field>
        ))}
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
          <Button type="submit" variant="primary">
            Search
          </Button>
          <Button onClick={onClear}>Clear filters</Button>
        </div>
      </form>
    </search>
  );
}
