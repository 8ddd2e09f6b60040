import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { controlClass, Field } from '../../components/field';
import { SelectField } from '../../components/select-field';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { ArchiveCareerSection } from './archive-career';
import { ARCHIVE_GATE } from './archive-gate';
import { formatCount } from './archive-labels';
import { ArchivePlayerBios } from './archive-player-bios';

const PAGE = 50;
function PlayerSearch({
  name,
  tour,
  onSearch,
}: {
  name: string;
  tour: string;
  onSearch: (p: Record<string, string>) => void;
}) {
  const [draft, setDraft] = useState({ name, tour });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: Record<string, string> = {};
    if (draft.name.trim()) next.name = draft.name.trim();
    if (draft.tour) next.tour = draft.tour;
    onSearch(next);
  };
  return (
    <search>
      <form
        onSubmit={onSubmit}
        aria-label="Search archive players"
        className="flex flex-wrap items-end gap-3"
      >
        <Field label="Player name" className="flex-1">
          {(control) => (
            <input
              {...control}
              type="search"
              value={draft.name}
              onChange={(e) => setDraft((d) => ({ ...d, name: e.target.value }))}
              placeholder="At least 3 letters"
              className={controlClass}
            />
          )}
        </Field>
        <SelectField
          label="Tour"
          all="Both tours"
          value={draft.tour}
          options={[
            { key: 'atp', label: 'ATP' },
            { key: 'wta', label: 'WTA' },
          ]}
          onChange={(tour) => setDraft((d) => ({ ...d, tour }))}
        />
        <Button type="submit" variant="primary">
          Search
        </Button>
      </form>
    </search>
  );
}

function PlayerResults({
  name,
  tour,
  careerHref,
}: {
  name: string;
  tour: string;
  careerHref: (n: string) => string;
}) {
  const query = useQuery(
    archiveQueries.players({ name, tour: (tour || undefined) as 'atp' | 'wta' | undefined, limit: PAGE }),
  );
  if (query.isPending) return <ViewLoading label="Searching archive players…" />;
  if (query.isError)
    return (
      <ViewError
        title={
          query.error.problem.type === 'bad_request' && query.error.detail
            ? `The search was not accepted: ${query.error.detail}`
            : 'Archive players could not be loaded.'
        }
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={ARCHIVE_GATE}
      />
    );
  const list = query.data;
  if (list.data.length === 0) return <ViewEmpty>No archive player matches “{name}”.</ViewEmpty>;
  const total = list.meta.total ?? null;
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        {total !== null && total > list.data.length
          ? `Showing ${formatCount(list.data.length)} of ${formatCount(total)} players; type more of the name to narrow.`
          : `${formatCount(list.data.length)} ${list.data.length === 1 ? 'player' : 'players'} matching “${name}”.`}
      </p>
      <ArchivePlayerBios list={list} careerHref={careerHref} />
    </div>
  );
}

/**
 * /archive/players: archive bios by name (`?name=`, `?tour=`) and one person's career (`?player=`).
 * Nothing is requested until a name is searched: every read is a history read.
 */
export function ArchivePlayersPage() {
  const [params, setParams] = useSearchParams();
  const name = params.get('name')?.trim() ?? '';
  const tour = params.get('tour') ?? '';
  const player = params.get('player')?.trim() ?? '';

  const careerHref = (who: string) => {
    const next = new URLSearchParams(params);
    next.set('player', who);
    return `/archive/players?${next.toString()}`;
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Archive players 1968–2022</h1>
        <Link
          to="/archive"
          className="text-sm text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          Search results
        </Link>
      </div>
      <PlayerSearch key={`${name}|${tour}`} name={name} tour={tour} onSearch={(next) => setParams(next)} />
      {player ? <ArchiveCareerSection name={player} /> : null}
      {name ? (
        <PlayerResults name={name} tour={tour} careerHref={careerHref} />
      ) : player ? null : (
        <ViewEmpty>
          Search a name to see archive bios with career-high rank, then pick a player for their career.
        </ViewEmpty>
      )}
    </div>
  );
}
