import { type FormEvent, useEffect, useState } from 'react';
import { DRAWS, TIERS, TOURS } from '../../../contract/common';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { tourLabel } from '../../lib/match-labels';
import { tierLabel } from './tournament-labels';

export type FilterKey = 'q' | 'tour' | 'draw' | 'tier';

interface Props {
  values: Record<FilterKey, string>;
  onChange: (key: FilterKey, value: string) => void;
}

/** Search, tour, draw and tier; the page keeps every value in the URL. Search applies on submit to spare the budget. */
export function TournamentFilters({ values, onChange }: Props) {
  const [draft, setDraft] = useState(values.q);
  useEffect(() => setDraft(values.q), [values.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange('q', draft.trim());
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      {/* A whole line on a phone: beside the selects the field shrank to 38 px at 360 px. */}
      <search className="min-w-0 flex-1 basis-full sm:basis-72">
        <form onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
          <Field label="Name" className="flex-1">
            {(control) => (
              <input
                {...control}
                type="search"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                className={controlClass}
              />
            )}
          </Field>
          <Button type="submit" variant="primary">
            Search
          </Button>
        </form>
      </search>
      <SelectField
        label="Tour"
        all="Any"
        value={values.tour}
        options={TOURS.map((t) => ({ key: t, label: tourLabel(t) ?? t }))}
        onChange={(v) => onChange('tour', v)}
      />
      <SelectField
        label="Draw"
        all="Any"
        value={values.draw}
        options={DRAWS.map((d) => ({ key: d, label: d === 'singles' ? 'Singles' : 'Doubles' }))}
        onChange={(v) => onChange('draw', v)}
      />
      <SelectField
        label="Tier"
        all="Any"
        value={values.tier}
        options={TIERS.map((t) => ({ key: t, label: tierLabel(t) ?? t }))}
        onChange={(v) => onChange('tier', v)}
      />
    </div>
  );
}
