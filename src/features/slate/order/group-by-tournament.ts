import type { SlateMatch } from '../slate-match';

export interface TournamentGroup<M extends SlateMatch = SlateMatch> {
  key: string;
  tournament: string;
  tour: string | null;
  /** Tournament facts read from the group's first match; absent when the service did not say. */
  tier: string | null;
  surface: string | null;
  indoor: boolean | null;
  matches: M[];
}

/**
 * Groups matches by tournament in order of first appearance, keeping the service's order inside a group.
 * The id is the key when present; otherwise the name plus tour, because different events share names
 * (the men's and women's draws of a Slam are separate tournaments).
 */
export function groupByTournament<M extends SlateMatch>(matches: readonly M[]): TournamentGroup<M>[] {
  const groups = new Map<string, TournamentGroup<M>>();
  for (const match of matches) {
    const key = match.tournament_id ?? `name:${match.tournament}|${match.tour ?? ''}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        key,
        tournament: match.tournament,
        tour: match.tour,
        tier: match.tier ?? null,
        surface: match.surface,
        indoor: match.indoor ?? null,
        matches: [],
      };
      groups.set(key, group);
    }
    group.matches.push(match);
  }
  return [...groups.values()];
}
