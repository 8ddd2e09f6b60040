import { useQuery } from '@tanstack/react-query';
import { matchQueries } from '../../api/matches';
import { groupByTournament } from './group-by-tournament';
import { SlateHeader } from './slate-header';
import { SlateEmpty, SlateError, SlateLoading } from './slate-states';
import { TournamentSection } from './tournament-section';

/** Polling period; React Query pauses it while the tab is hidden and refetches on return. */
export const LIVE_REFETCH_MS = 10_000;

/** Every live match, grouped by tournament, refreshed every 10 s while the page is visible. */
export function LiveSlate() {
  const query = useQuery({
    ...matchQueries.live(),
    refetchInterval: LIVE_REFETCH_MS,
    refetchIntervalInBackground: false,
  });

  if (query.isPending) return <SlateLoading />;
  if (query.isError && !query.data) {
    return <SlateError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  const matches = query.data?.data ?? [];
  return (
    <div className="grid gap-4">
      <SlateHeader count={matches.length} updatedAt={query.dataUpdatedAt} refreshError={query.error} />
      {matches.length === 0 ? (
        <SlateEmpty />
      ) : (
        groupByTournament(matches).map((group) => <TournamentSection key={group.key} group={group} />)
      )}
    </div>
  );
}
