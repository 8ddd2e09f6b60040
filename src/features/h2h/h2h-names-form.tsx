import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';

interface NameFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  example: string;
}

function NameField({ id, label, value, onChange, example }: NameFieldProps) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <input
          {...control}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={`e.g. ${example}`}
          className={controlClass}
        />
      )}
    </Field>
  );
}

interface Props {
  a: string;
  b: string;
  onSubmit: (a: string, b: string) => void;
}

/** The two names; submit-driven so typing spends no requests (FREE keys get 20 history calls a month). */
export function H2hNamesForm({ a, b, onSubmit }: Props) {
  const [draftA, setDraftA] = useState(a);
  const [draftB, setDraftB] = useState(b);
  const [problem, setProblem] = useState<string | null>(null);
  // Back/forward and candidate choices change the URL under us; the boxes follow it.
  useEffect(() => setDraftA(a), [a]);
  useEffect(() => setDraftB(b), [b]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [x, y] = [draftA.trim(), draftB.trim()];
    // The service refuses fragments under 3 characters; say so here instead of spending a call.
    if (x.length < 3 || y.length < 3) {
      setProblem('Enter at least 3 characters of each name.');
      return;
    }
    setProblem(null);
    onSubmit(x, y);
  };

  return (
    <search>
      <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <NameField
          id="h2h-a"
          label="First player"
          value={draftA}
          onChange={setDraftA}
          example="Roger Federer"
        />
        <NameField
          id="h2h-b"
          label="Second player"
          value={draftB}
          onChange={setDraftB}
          example="Rafael Nadal"
        />
        <Button type="submit" variant="primary">
          Compare
        </Button>
        {problem && (
          <p role="alert" className="text-sm text-rose-800 sm:col-span-3 dark:text-rose-200">
            {problem}
          </p>
        )}
      </form>
    </search>
  );
}
