import { useQuery } from '@tanstack/react-query';
import type { Match } from '../../../contract/match';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { favouritesFirst, isFavourite, useFavouriteIds } from '../../lib/favourites-store';
import { MatchSummaryRow } from '../../match-views/match-summary-row';
import { matchQueries } from '../../queries/match-queries';

const LIMIT = 50;
const COMPLETED_GATE = { tier: 'BASIC', adds: 'this tournament’s completed matches with their results' };

/** A tournament's matches, favourite players' and starred matches first (the slate's order). */
export function MatchCards({ matches, empty }: { matches: readonly Match[]; empty: string }) {
  const favourites = useFavouriteIds();
  if (matches.length === 0) return <ViewEmpty>{empty}</ViewEmpty>;
  return (
    <ul className="grid gap-2 md:grid-cols-2">
      {favouritesFirst(matches, (m) => isFavourite(favourites, m)).map((m) => (
        <MatchSummaryRow key={m.id} match={m} />
      ))}
    </ul>
  );
}

/** Upcoming (FREE) or completed (BASIC: a tier notice below it) matches of one tournament. */
export function TournamentMatchList({
  tournamentId,
  status,
}: {
  tournamentId: string;
  status: 'upcoming' | 'completed';
}) {
  const query = useQuery(matchQueries.list({ status, tournament_id: tournamentId, limit: LIMIT }));
  if (query.isPending) return <ViewLoading label={`Loading ${status} matches…`} />;
  if (query.isError && !query.data) {
    return (
      <ViewError
        title={`The ${status} matches could not be loaded.`}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={status === 'completed' ? COMPLETED_GATE : undefined}
      />
    );
  }
  return <MatchCards matches={query.data.data} empty={`No ${status} matches.`} />;
}
