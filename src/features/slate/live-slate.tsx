import { UNBUDGETED_REFRESH_MS, useLiveSlate } from '../../queries/view-hooks';
import { groupByTournament } from './group-by-tournament';
import { SlateHeader } from './slate-header';
import { SlateEmpty, SlateError, SlateLoading } from './slate-states';
import { TournamentSection } from './tournament-section';

/** Polling period without a request budget; with one (BudgetProvider) the budget's poller decides. */
export const LIVE_REFETCH_MS = UNBUDGETED_REFRESH_MS;

/** Every live match, grouped by tournament; refreshed by the request budget, or every 10 s without one. */
export function LiveSlate() {
  const query = useLiveSlate();

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
