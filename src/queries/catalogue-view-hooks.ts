import { useQuery } from '@tanstack/react-query';
import { playerQueries, tournamentQueries } from './catalogue-queries';
import { useLiveSlate } from './view-hooks';

// Apart from view-hooks so the live slate's first JS carries no catalogue schemas.

/** A player page: the player with stats (changes weekly, so read once). */
export function usePlayerView(playerId: number) {
  return useQuery({ ...playerQueries.detail(playerId), staleTime: 60 * 60_000 });
}

/** A tournament page: the tournament and its live matches (from the slate already in cache when present). */
export function useTournamentView(tournamentId: string) {
  const tournament = useQuery({ ...tournamentQueries.detail(tournamentId), staleTime: 60 * 60_000 });
  const slate = useLiveSlate();
  const live = slate.data?.data.filter((m) => m.tournament_id === tournamentId) ?? [];
  return { tournament, live, slate };
}
