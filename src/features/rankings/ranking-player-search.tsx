import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';
import { ViewError } from '../../components/view-states';
import type { WeeklySystem } from '../../lib/weekly-lists/held-month';
import { archiveQueries } from '../../queries/history-queries';

interface Props {
  system: WeeklySystem;
  systemLabel: string;
  /** The search box's label, when it is not for opening one career. */
  label?: string;
  onChoose: (id: number, name: string) => void;
}

const SHOWN = 8;
// Not a field the contract names: read tolerantly, absent counts as none.
const matchesOf = (p: object) => {
  const n = (p as { archive_matches?: unknown }).archive_matches;
  return typeof n === 'number' ? n : 0;
};

/** Find any player of the system by name (the archive's players, whose ids the ranking files use). */
export function RankingPlayerSearch({ system, systemLabel, label, onChoose }: Props) {
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const query = useQuery({
    ...archiveQueries.players({ name: asked ?? '', tour: system, limit: 50 }),
    enabled: asked !== null,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = draft.trim();
    if (name.length >= 3) setAsked(name);
  };
  // The people with most results first: the one an analyst means is rarely an obscure namesake.
  const found = [...(query.data?.data ?? [])]
    .flatMap((p) => (p.name ? [{ ...p, name: p.name }] : []))
    .sort((a, b) => matchesOf(b) - matchesOf(a))
    .slice(0, SHOWN);
  return (
    <div className="grid gap-2">
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        aria-label={label ? 'Players to compare' : "Find a player's career"}
      >
        <Field
          label={label ?? `Find a player’s career (${systemLabel}, 3 letters or more)`}
          className="w-72 max-w-full"
        >
          {(c) => (
            <input
              {...c}
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              className={controlClass}
              autoComplete="off"
            />
          )}
        </Field>
        <Button type="submit" disabled={draft.trim().length < 3}>
          Find
        </Button>
      </form>
      {query.isError && (
        <ViewError
          title="The players could not be searched."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
          gate={{ tier: 'BASIC', adds: 'the archive’s players, searched by name' }}
        />
      )}
      {query.isSuccess && found.length === 0 && (
        <p className="text-sm">
          No {systemLabel} player’s name contains “{asked}”.
        </p>
      )}
      {found.length > 0 && (
        <ul aria-label="Players found" className="flex flex-wrap gap-2 text-sm">
          {found.map((p) => (
            <li key={p.id}>
              <Button size="sm" onClick={() => onChoose(p.id, p.name)}>
                {p.name}
                <span className="font-normal">
                  {' '}
                  (
                  {[p.country?.toUpperCase(), p.dob ? `born ${p.dob.slice(0, 4)}` : null]
                    .filter(Boolean)
                    .join(', ') || 'no bio'}
                  )
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
