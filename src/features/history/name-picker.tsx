import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type KeyboardEvent, useId, useState } from 'react';
import type { ApiError } from '../../api/api-error';
import { Button } from '../../components/button';
import { controlClass } from '../../components/field';
import { ViewError } from '../../components/view-states';

export interface Candidate {
  id: string;
  name: string;
  /** Country, tour, level: what tells two people of one name apart. */
  detail: string | null;
}

interface Props {
  label: string;
  /** Chosen ids, in order. */
  chosen: readonly string[];
  /** At most this many chosen (the tournament filter takes one). */
  max: number;
  onChange: (ids: string[]) => void;
  /** The search read behind the name box (`/players?search=` or `/tournaments?search=`), on when `enabled`. */
  useSearch: (term: string, enabled: boolean) => UseQueryResult<Candidate[], ApiError>;
  /** The name of a chosen id (a shared link carries ids only). */
  NameOf: (props: { id: string }) => ReactNode;
}

const MIN = 3;

/**
 * A name box resolved to ids through the catalogue: Find (or Enter) reads the matches of the name,
 * one of them is chosen, and the chosen ones show as names with a remove button. Ids never show.
 */
export function NamePicker({ label, chosen, max, onChange, useSearch, NameOf }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  // Names of the ones picked here: only an id from a link needs a read to be named.
  const [known, setKnown] = useState<Record<string, string>>({});
  const found = useSearch(term, term.length >= MIN);
  const find = () => setTerm(text.trim());
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter finds the name instead of applying the whole form.
    if (e.key === 'Enter') {
      e.preventDefault();
      find();
    }
  };
  const pick = (c: Candidate) => {
    setKnown((k) => ({ ...k, [c.id]: c.name }));
    onChange(max === 1 ? [c.id] : [...chosen.filter((x) => x !== c.id), c.id].slice(0, max));
    setTerm('');
    setText('');
  };
  const candidates = (found.data ?? []).filter((c) => !chosen.includes(c.id));
  return (
    <div className="grid content-start gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      {chosen.length > 0 && (
        <ul aria-label={`Chosen: ${label.toLowerCase()}`} className="flex flex-wrap gap-1">
          {chosen.map((c) => (
            <li
              key={c}
              data-testid="chosen-name"
              className="flex items-center gap-1 rounded-full bg-indigo-100 px-2 py-0.5 text-sm text-indigo-950 dark:bg-indigo-900 dark:text-indigo-50"
            >
              {known[c] ?? <NameOf id={c} />}
              <button
                type="button"
                onClick={() => onChange(chosen.filter((x) => x !== c))}
                className="rounded-full px-1 font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">Remove</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-1">
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKey}
          placeholder="Type a name"
          className={controlClass}
        />
        <Button size="sm" onClick={find} disabled={text.trim().length < MIN}>
          Find
        </Button>
      </div>
      {term.length >= MIN &&
        (found.isPending ? (
          <p role="status" className="text-sm">
            Looking for “{term}”…
          </p>
        ) : found.isError ? (
          <ViewError
            title={`Names like “${term}” could not be looked up.`}
            error={found.error}
            onRetry={() => found.refetch()}
            retrying={found.isFetching}
          />
        ) : candidates.length === 0 ? (
          <p role="status" className="text-sm">
            No one found for “{term}”.
          </p>
        ) : (
          <ul aria-label={`Matches for ${term}`} className="grid max-h-48 gap-0.5 overflow-y-auto">
            {candidates.slice(0, 20).map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => pick(c)}
                  className="w-full rounded px-2 py-1 text-left text-sm hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:hover:bg-slate-800"
                >
                  <span className="font-medium">{c.name}</span>
                  {c.detail && <span className="text-slate-700 dark:text-slate-300"> · {c.detail}</span>}
                </button>
              </li>
            ))}
          </ul>
        ))}
    </div>
  );
}
