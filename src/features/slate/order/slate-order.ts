import { isInterrupted } from '../../../lib/match-labels';
import type { SlateMatch } from '../slate-match';
import type { TournamentGroup } from './group-by-tournament';

// A fan reads the biggest events first. Ranks by tier family; team events and the Olympics sit
// with the 250s' neighbours, juniors, UTR, exhibitions and unknown tiers last.
const LEVEL: Record<string, number> = {
  grand_slam: 0,
  atp_finals: 1,
  wta_finals: 1,
  next_gen_finals: 1,
  wta_elite_trophy: 1,
  atp_1000: 2,
  wta_1000: 2,
  olympics: 2,
  atp_500: 3,
  wta_500: 3,
  atp_250: 4,
  wta_250: 4,
  united_cup: 4,
  davis_cup: 4,
  bjk_cup: 4,
  laver_cup: 4,
  wta_125: 5,
};

/** 0 for Grand Slams … 6 for ITF; 7 for juniors, UTR, exhibitions and tiers this build does not know. */
export function tierLevel(tier: string | null | undefined): number {
  if (!tier) return 7;
  if (tier in LEVEL) return LEVEL[tier];
  if (tier.startsWith('challenger_')) return 5;
  if (tier.startsWith('itf_')) return 6;
  return 7;
}

/**
 * Groups in the order a fan expects: by level, then by how many matches are being played, then by
 * name (stable across polls). Inside a group, play in progress comes before interruptions; the
 * service's order is kept otherwise (Array.prototype.sort is stable).
 */
export function orderGroups<M extends SlateMatch>(
  groups: readonly TournamentGroup<M>[],
): TournamentGroup<M>[] {
  const playing = (g: TournamentGroup<M>) => g.matches.filter((m) => !isInterrupted(m)).length;
  return groups
    .map((g) => ({
      ...g,
      matches: [...g.matches].sort((a, b) => Number(isInterrupted(a)) - Number(isInterrupted(b))),
    }))
    .sort(
      (a, b) =>
        tierLevel(a.tier) - tierLevel(b.tier) ||
        playing(b) - playing(a) ||
        a.tournament.localeCompare(b.tournament, undefined, { numeric: true }),
    );
}

/** Favourites in the same order: playing first, then by level. */
export function orderMatches<M extends SlateMatch>(matches: readonly M[]): M[] {
  return [...matches].sort(
    (a, b) => Number(isInterrupted(a)) - Number(isInterrupted(b)) || tierLevel(a.tier) - tierLevel(b.tier),
  );
}
