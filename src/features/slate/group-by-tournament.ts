import type { Match } from '../../api/match-types';

export interface TournamentGroup {
  key: string;
  tournament: string;
  tour: string | null;
  matches: Match[];
}

/**
 * Groups matches by tournament in order of first appearance, keeping the service's order inside a group.
 * The id is the key when present; otherwise the name plus tour, because different events share names
 * (the men's and women's draws of a Slam are separate tournaments).
 */
export function groupByTournament(matches: readonly Match[]): TournamentGroup[] {
  const groups = new Map<string, TournamentGroup>();
  for (const match of matches) {
    const key = match.tournament_id ?? `name:${match.tournament}|${match.tour ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, tournament: match.tournament, tour: match.tour, matches: [] };
      groups.set(key, group);
    }
    group.matches.push(match);
  }
  return [...groups.values()];
}
