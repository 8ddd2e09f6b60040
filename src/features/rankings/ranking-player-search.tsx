import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { ArchivePlayerBio } from '../../../contract/archive';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';
import { ViewError } from '../../components/view-states';
import type { WeeklySystem } from '../../lib/weekly-lists/held-month';
import { archiveQueries } from '../../queries/history-queries';

/** The other tour searched beside the system's own, whose choice moves the page to that tour. */
interface OtherTour {
  system: WeeklySystem;
  label: string;
  onChoose: (id: number, name: string) => void;
}

interface Props {
  system: WeeklySystem;
  systemLabel: string;
  /** The search box's label, when it is not for opening one career. */
  label?: string;
  onChoose: (id: number, name: string) => void;
  /** Also search this tour: an analyst on the ATP table who types "Serena" means Serena Williams. */
  other?: OtherTour;
}

const SHOWN = 8;
// Not a field the contract names: read tolerantly, absent counts as none.
const matchesOf = (p: object) => {
  const n = (p as { archive_matches?: unknown }).archive_matches;
  return typeof n === 'number' ? n : 0;
};

type ArchivePlayer = z.infer<typeof ArchivePlayerBio>;
type Found = ArchivePlayer & { name: string };

// The people with most results first: the one an analyst means is rarely an obscure namesake.
const foundIn = (players: readonly ArchivePlayer[] | undefined): Found[] =>
  [...(players ?? [])]
    .flatMap((p) => (p.name ? [{ ...p, name: p.name }] : []))
    .sort((a, b) => matchesOf(b) - matchesOf(a))
    .slice(0, SHOWN);

/** Find any player of the system by name (the archive's players, whose ids the ranking files use). */
export function RankingPlayerSearch({ system, systemLabel, label, onChoose, other }: Props) {
  const [draft, setDraft] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const query = useQuery({
    ...archiveQueries.players({ name: asked ?? '', tour: system, limit: 50 }),
    enabled: asked !== null,
  });
  const otherQuery = useQuery({
    ...archiveQueries.players({ name: asked ?? '', tour: other?.system ?? system, limit: 50 }),
    enabled: asked !== null && other !== undefined,
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const name = draft.trim();
    if (name.length >= 3) setAsked(name);
  };
  const found = foundIn(query.data?.data);
  const foundOther = other ? foundIn(otherQuery.data?.data) : [];
  const settled = query.isSuccess && (!other || !otherQuery.isPending);
  return (
    <div className="grid gap-2">
      <form
        onSubmit={submit}
        className="flex flex-wrap items-end gap-2"
        aria-label={label ? 'Players to compare' : "Find a player's career"}
      >
        <Field
          label={
            label ??
            `Find a player’s career (${other ? `${systemLabel} or ${other.label}` : systemLabel}, 3 letters or more)`
          }
          className="w-96 max-w-full"
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
      {settled && found.length === 0 && foundOther.length === 0 && (
        <p className="text-sm">
          No {other ? `${systemLabel} or ${other.label}` : systemLabel} player’s name contains “{asked}”.
        </p>
      )}
      <FoundList
        players={found}
        heading={other && foundOther.length > 0 ? systemLabel : null}
        onChoose={onChoose}
      />
      {other && (
        <FoundList
          players={foundOther}
          heading={found.length > 0 ? other.label : null}
          onChoose={other.onChoose}
        />
      )}
    </div>
  );
}

interface FoundListProps {
  players: readonly Found[];
  /** Names the tour when both tours found someone. */
  heading: string | null;
  onChoose: (id: number, name: string) => void;
}

function FoundList({ players, heading, onChoose }: FoundListProps) {
  if (players.length === 0) return null;
  return (
    <div className="grid gap-1">
      {heading && <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">{heading}</p>}
      <ul
        aria-label={heading ? `Players found, ${heading}` : 'Players found'}
        className="flex flex-wrap gap-2 text-sm"
      >
        {players.map((p) => (
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
    </div>
  );
}
