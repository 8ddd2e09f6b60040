import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { TOURS, type Tour } from '../../../contract/common';
import type { Fixture } from '../../../contract/fixtures';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { favouritesFirst, isStarred, useFavouriteIds } from '../../lib/favourites-store';
import { dayHeading } from '../../lib/local-time';
import { tournamentQueries } from '../../queries/catalogue-queries';
import { FixtureRow } from './fixture-row';
import { groupFixturesByDay, UNDATED } from './group-fixtures-by-day';
import { ScheduleFilters } from './schedule-filters';

// The service's largest page: the schedule feed is a few days, so one page holds it.
const FIXTURE_LIMIT = 200;

const asTour = (v: string | null): Tour | undefined =>
  (TOURS as readonly string[]).includes(v ?? '') ? (v as Tour) : undefined;

/** /schedule: fixtures grouped by day in the viewer's zone; `?day=` and `?tour=` filter. */
export function SchedulePage() {
  const [params, setParams] = useSearchParams();
  const day = params.get('day') ?? '';
  const tour = asTour(params.get('tour'));
  const query = useQuery(tournamentQueries.fixtures({ tour, limit: FIXTURE_LIMIT }));

  const setFilter = (key: 'day' | 'tour', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  const groups = groupFixturesByDay(query.data?.data ?? []);
  // Favourite players' matches lead each day, as they lead the slate.
  const favourites = useFavouriteIds();
  const starred = (f: Fixture) => isStarred(favourites, f.id, [f.player1_id, f.player2_id]);
  const shown = day ? groups.filter((g) => g.day === day) : groups;

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Schedule</h1>
      <ScheduleFilters days={groups.map((g) => g.day)} day={day} tour={tour ?? ''} onChange={setFilter} />
      {query.isPending ? (
        <ViewLoading label="Loading the schedule…" />
      ) : query.isError && !query.data ? (
        <ViewError
          title="The schedule could not be loaded."
          error={query.error}
          onRetry={() => query.refetch()}
          retrying={query.isFetching}
        />
      ) : shown.length === 0 ? (
        <ViewEmpty>{day ? 'No matches are scheduled on this day.' : 'No matches are scheduled.'}</ViewEmpty>
      ) : (
        <>
          {query.data?.meta.has_more && (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              Showing the first {FIXTURE_LIMIT} scheduled matches; pick a tour to narrow the list.
            </p>
          )}
          {shown.map((g) => (
            <section key={g.day} aria-labelledby={`day-${g.day}`} className="grid gap-2">
              <h2 id={`day-${g.day}`} className="text-base font-semibold">
                {g.day === UNDATED ? 'Date to be announced' : dayHeading(g.day)}
              </h2>
              <ul className="grid gap-2 md:grid-cols-2">
                {favouritesFirst(g.fixtures, starred).map((f) => (
                  <FixtureRow key={f.id} fixture={f} favourite={starred(f)} />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}
