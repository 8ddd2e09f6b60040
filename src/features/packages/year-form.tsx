import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';

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
      <Field id="package-year" label="Year (optional)">
        {(control) => (
          <input
            {...control}
            // The note sits under the whole row (buttons included), not squeezed under the narrow box.
            aria-describedby="package-year-note"
            aria-invalid={invalid || undefined}
            inputMode="numeric"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="YYYY"
            className={`${controlClass} w-28`}
          />
        )}
      </Field>
      <Button type="submit" variant="primary">
        List year
      </Button>
      {year ? <Button onClick={() => onYear('')}>Show recent</Button> : null}
      <p
        id="package-year-note"
        className={`w-full text-xs ${invalid ? 'text-rose-800 dark:text-rose-200' : 'text-slate-700 dark:text-slate-300'}`}
      >
        {invalid
          ? 'Enter a four-digit year, e.g. 2024.'
          : 'Without a year, monthly kinds list their newest months.'}
      </p>
    </form>
  );
}
