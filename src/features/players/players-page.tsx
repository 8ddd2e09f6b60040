import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { controlClass } from '../../components/field';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { playerQueries } from '../../queries/catalogue-queries';
import { PlayerRow } from './player-row';
import { formatNumber } from '../../components/number-text';

const PAGE = 50;

/** /players: search by name (`?q=`), results ranked first with country, ranking and movement. */
export function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  // Back/forward changes the URL under us; the box follows it.
  useEffect(() => setDraft(q), [q]);
  const query = useQuery({
    ...playerQueries.list({ search: q || undefined, limit: PAGE }),
    placeholderData: keepPreviousData,
  });

  // Searching on submit, not per keystroke: a FREE key has 100 requests a day.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = draft.trim();
    setParams(term ? { q: term } : {});
  };

  const players = query.data?.data ?? [];
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Players</h1>
      <search>
        <form onSubmit={onSubmit} className="flex flex-wrap gap-2">
          <label htmlFor="player-search" className="sr-only">
            Search players by name
          </label>
          <input
            id="player-search"
            type="search"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            placeholder="Search players by name"
            className={`${controlClass} flex-1`}
          />
          <Button type="submit" variant="primary">
            Search
          </Button>
        </form>
      </search>
      {query.isPending ? (
        <ViewLoading label="Loading players…" />
      ) : query.isError && !query.data ? (
        <ViewError
          title="Players could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : players.length === 0 ? (
        <ViewEmpty>{q ? `No player matches “${q}”.` : 'No players are listed.'}</ViewEmpty>
      ) : (
        <>
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {q ? `Players matching “${q}”` : 'Players, ranked first'}
            {query.data?.meta.total != null ? ` · ${formatNumber(query.data.meta.total)} in all` : ''}
          </p>
          <ul className="grid gap-2 md:grid-cols-2">
            {players.map((p) => (
              <PlayerRow key={p.id} player={p} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
