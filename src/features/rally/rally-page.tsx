import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/button';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { textLink } from './form-styles';
import { RallyFilters, readRallyFilters, writeRallyFilters } from './rally-filters';
import { WITH_RALLIES } from './rally-labels';
import { RallyMatchRow } from './rally-match-row';
import { RALLY_GATE } from './ultra-gates';

/** /rally: charted matches (ULTRA), newest first; filters in the URL. */
export function RallyPage() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string is the identity of the filters.
  const values = useMemo(() => readRallyFilters(search), [key]);
  const query = useInfiniteQuery(archiveQueries.rallyMatches(writeRallyFilters(values)));
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages[0]?.meta.total;

  let body: ReactNode;
  if (query.isPending) body = <ViewLoading label="Loading charted matches…" />;
  else if (query.isError && !query.data)
    body = (
      <ViewError
        title="Charted matches could not be loaded."
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={RALLY_GATE}
      />
    );
  else if (rows.length === 0) body = <ViewEmpty>No charted match matches these filters.</ViewEmpty>;
  else
    body = (
      <>
        <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
          Showing {rows.length}
          {typeof total === 'number' ? ` of ${total.toLocaleString('en')}` : ''} charted matches, newest
          first.
        </p>
        <ul className="grid gap-2">
          {rows.map((m) => (
            <RallyMatchRow key={m.rally_match_id} match={m} />
          ))}
        </ul>
        {query.isError ? (
          <ViewError
            title="The next page could not be loaded."
            error={query.error}
            onRetry={() => query.fetchNextPage()}
            retrying={query.isFetching}
            gate={RALLY_GATE}
          />
        ) : query.hasNextPage ? (
          <div>
            <Button onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </>
    );

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Charted rallies</h1>
      <div className="grid gap-2 text-sm text-slate-700 dark:text-slate-300">
        <p>
          Matches charted by volunteers of the Match Charting Project. Every point of {WITH_RALLIES} can be
          replayed shot by shot (stroke, direction, depth and how the point ended); the other charted matches
          hold statistics only, on their charting pages.
        </p>
        <p>
          <Link to="/rally?gender=M&from=2012-01-01&to=2012-12-31" className={textLink}>
            Show the matches with shot-by-shot rallies
          </Link>
        </p>
      </div>
      <RallyFilters values={values} onApply={(v) => setSearch(writeRallyFilters(v))} />
      {body}
    </div>
  );
}
