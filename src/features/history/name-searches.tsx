import { useQuery } from '@tanstack/react-query';
import { countryLabel, tourLabel } from '../../lib/match-labels';
import { playerQueries, tournamentQueries } from '../../queries/catalogue-queries';
import type { Candidate } from './name-picker';

const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(', ') || null;

/** Players whose name holds the term (`GET /players?search=`), with country and tour to tell them apart. */
export const usePlayerSearch = (term: string, enabled: boolean) =>
  useQuery({
    ...playerQueries.list({ search: term, limit: 20 }),
    enabled,
    select: (page): Candidate[] =>
      page.data.map((p) => ({
        id: String(p.id),
        name: p.name,
        detail: join([countryLabel(p.country), p.tour ? (tourLabel(p.tour.toLowerCase()) ?? p.tour) : null]),
      })),
  });

/** Tournaments whose name holds the term (`GET /tournaments?search=`), with tour and surface. */
export const useTournamentSearch = (term: string, enabled: boolean) =>
  useQuery({
    ...tournamentQueries.list({ search: term, limit: 20 }),
    enabled,
    select: (page): Candidate[] =>
      page.data.map((t) => ({
        id: t.id,
        name: t.name ?? 'Unnamed tournament',
        detail: join([tourLabel(t.tour), t.surface]),
      })),
  });

/** A chosen player's name, read by id when the choice came from a link. */
export function PlayerName({ id }: { id: string }) {
  const q = useQuery(playerQueries.detail(Number(id)));
  return <span>{q.data?.name ?? (q.isError ? 'Player not found' : 'Loading…')}</span>;
}

/** A chosen tournament's name, read by id when the choice came from a link. */
export function TournamentName({ id }: { id: string }) {
  const q = useQuery(tournamentQueries.detail(id));
  return <span>{q.data?.name ?? (q.isError ? 'Tournament not found' : 'Loading…')}</span>;
}
