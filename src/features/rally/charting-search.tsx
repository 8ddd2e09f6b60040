import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';
import { SelectField } from '../../components/select-field';

/** Name fragment (3+ characters, as the service requires) and optional gender; applied on submit. */
export function ChartingSearch({
  player,
  gender,
  onSearch,
}: {
  player: string;
  gender: string;
  onSearch: (player: string, gender: string) => void;
}) {
  const [name, setName] = useState(player);
  const [g, setG] = useState(gender);
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => setName(player), [player]);
  useEffect(() => setG(gender), [gender]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const term = name.trim();
    // Checked here so a short fragment never spends a request on a certain 400.
    if (term.length < 3) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onSearch(term, g);
  };
  return (
    <search>
      <form onSubmit={submit} aria-label="Find a charted player" className="flex flex-wrap items-end gap-3">
        <Field
          label="Player name"
          className="flex-1"
          hint={tooShort ? undefined : 'At least 3 characters.'}
          error={tooShort ? 'Type at least 3 characters of the name.' : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="search"
              value={name}
              onChange={(e) => setName(e.target.value)}
              className={controlClass}
            />
          )}
        </Field>
        <SelectField
          label="Gender"
          all="Any"
          value={g}
          options={[
            { key: 'men', label: 'Men' },
            { key: 'women', label: 'Women' },
          ]}
          onChange={setG}
        />
        <Button type="submit" variant="primary">
          Find player
        </Button>
      </form>
    </search>
  );
}
