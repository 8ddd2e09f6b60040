import { type FormEvent, useEffect, useState } from 'react';
import { SURFACES, TIERS, TOURS } from '../../contract/common';
import { Button } from '../components/button';
import { controlClass, Field } from '../components/field';
import { SelectField } from '../components/select-field';
import { surfaceLabel, tourLabel } from '../lib/match-labels';
import type { PeriodFilters } from '../lib/period-filters';

const WORDS: Record<string, string> = { atp: 'ATP', wta: 'WTA', itf: 'ITF', bjk: 'BJK', utr: 'UTR' };
/** `atp_1000` → "ATP 1000", `itf_m15` → "ITF M15". */
const tierLabel = (t: string) =>
  t
    .split('_')
    .map((w) => WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

const TOUR_OPTIONS = TOURS.map((t) => ({ key: t as string, label: tourLabel(t) ?? t }));
const SURFACE_OPTIONS = SURFACES.map((s) => ({ key: s as string, label: surfaceLabel(s) ?? s }));
const TIER_OPTIONS = TIERS.map((t) => ({ key: t as string, label: tierLabel(t) }));

interface Props {
  filters: PeriodFilters;
  onApply: (f: PeriodFilters) => void;
  /** The submit button's words (default "Count matches"). */
  submitLabel?: string;
}

/** Period and filters, applied together on submit so editing a date spends no requests. */
export function PeriodForm({ filters, onApply, submitLabel = 'Count matches' }: Props) {
  const [draft, setDraft] = useState(filters);
  useEffect(() => setDraft(filters), [filters]);
  const set = (k: keyof PeriodFilters) => (v: string) => setDraft((d) => ({ ...d, [k]: v }));
  const invalid = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!invalid) onApply(draft);
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <Field label="From">
        {(c) => (
          <input
            {...c}
            type="date"
            required
            value={draft.from}
            onChange={(e) => set('from')(e.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <Field label="To" error={invalid ? 'The end is before the start.' : undefined}>
        {(c) => (
          <input
            {...c}
            type="date"
            required
            value={draft.to}
            onChange={(e) => set('to')(e.target.value)}
            className={controlClass}
          />
        )}
      </Field>
      <SelectField label="Tour" value={draft.tour} options={TOUR_OPTIONS} all="Any" onChange={set('tour')} />
      <SelectField
        label="Surface"
        value={draft.surface}
        options={SURFACE_OPTIONS}
        all="Any"
        onChange={set('surface')}
      />
      <SelectField label="Level" value={draft.tier} options={TIER_OPTIONS} all="Any" onChange={set('tier')} />
      <Button type="submit" variant="primary">
        {submitLabel}
      </Button>
    </form>
  );
}
