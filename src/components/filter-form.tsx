import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Button } from './button';

/**
 * The draft of a filter form whose applied values live in the URL: edits stay local until Apply (so
 * typing spends no requests), and Back/Forward, which change the URL under the form, reset it.
 */
export function useFilterDraft<T extends Record<string, string>>(values: T) {
  const [draft, setDraft] = useState(values);
  useEffect(() => setDraft(values), [values]);
  const set = (key: keyof T, value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return { draft, setDraft, set };
}

interface Props {
  /** The form's accessible name, e.g. "History filters". */
  label: string;
  onApply: () => void;
  onClear: () => void;
  children: ReactNode;
}

/** A search landmark holding a filter form, its fields above "Apply filters" and "Clear". */
export function FilterForm({ label, onApply, onClear, children }: Props) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  return (
    <search>
      <form
        onSubmit={submit}
        aria-label={label}
        className="grid gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      >
        {children}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="primary">
            Apply filters
          </Button>
          <Button onClick={onClear}>Clear</Button>
        </div>
      </form>
    </search>
  );
}
