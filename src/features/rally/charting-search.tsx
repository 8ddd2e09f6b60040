import { type FormEvent, useEffect, useId, useState } from 'react';
import { control, fieldLabel, primaryButton } from './form-styles';

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
  const nameId = useId();
  const genderId = useId();
  const hintId = useId();
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
        <div className={`${fieldLabel} min-w-0 flex-1`}>
          <label htmlFor={nameId}>Player name</label>
          <input
            id={nameId}
            type="search"
            value={name}
            onChange={(e) => setName(e.target.value)}
            aria-describedby={hintId}
            aria-invalid={tooShort || undefined}
            className={control}
          />
          <span id={hintId} className={tooShort ? 'text-rose-800 dark:text-rose-200' : 'text-xs'}>
            {tooShort ? 'Type at least 3 characters of the name.' : 'At least 3 characters.'}
          </span>
        </div>
        <div className={fieldLabel}>
          <label htmlFor={genderId}>Gender</label>
          <select id={genderId} value={g} onChange={(e) => setG(e.target.value)} className={control}>
            <option value="">Any</option>
            <option value="men">Men</option>
            <option value="women">Women</option>
          </select>
        </div>
        <button type="submit" className={primaryButton}>
          Find player
        </button>
      </form>
    </search>
  );
}
