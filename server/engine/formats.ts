import type { MatchFormat } from '../../contract/markov/score-state';

export type Slam = 'ausopen' | 'frenchopen' | 'usopen' | 'wimbledon';
export type EventKind = 'singles' | 'doubles' | 'mixed';
export type Gender = 'men' | 'women' | null;
export type RoundCode = 'R128' | 'R64' | 'R32' | 'R16' | 'QF' | 'SF' | 'F';

/** How the deciding set of a standard (non-mixed-match-tiebreak) event ends, per slam and year. */
function finalSetRule(year: number, slam: Slam): MatchFormat['finalSet'] {
  if (year >= 2022) return 'tiebreak10';
  switch (slam) {
    case 'usopen':
      return 'tiebreak7';
    case 'wimbledon':
      return year >= 2019 ? 'tiebreak7at12' : 'advantage';
    case 'ausopen':
      return year >= 2019 ? 'tiebreak10' : 'advantage';
    case 'frenchopen':
      return 'advantage';
  }
}

/**
 * Wimbledon men's doubles was best of 5 until 2022, except in 2021 when the first two rounds
 * (R64, R32) were cut to best of 3; from 2023 it is best of 3 (all seen in the point data).
 */
function wimbledonMensDoublesBestOf(year: number, round: RoundCode | null): 3 | 5 {
  if (year >= 2023) return 3;
  if (year === 2021 && (round === 'R64' || round === 'R32')) return 3;
  return 5;
}

/**
 * The scoring rules of a Grand Slam event. `round` only matters where the rules changed
 * mid-draw (Wimbledon 2021 men's doubles); when unknown the later-round format is assumed.
 */
export function formatFor(
  year: number,
  slam: Slam,
  event: EventKind,
  gender: Gender,
  round: RoundCode | null = null,
): MatchFormat {
  const finalSet = finalSetRule(year, slam);
  if (event === 'singles') {
    return { bestOf: gender === 'men' ? 5 : 3, finalSet, deciderIsMatchTiebreak: false, noAd: false };
  }
  if (event === 'doubles') {
    const bestOf = slam === 'wimbledon' && gender === 'men' ? wimbledonMensDoublesBestOf(year, round) : 3;
    return { bestOf, finalSet, deciderIsMatchTiebreak: false, noAd: false };
  }
  // Mixed: Wimbledon plays a full advantage third set; the other slams a no-ad match tiebreak.
  if (slam === 'wimbledon') return { bestOf: 3, finalSet, deciderIsMatchTiebreak: false, noAd: false };
  return { bestOf: 3, finalSet: 'tiebreak10', deciderIsMatchTiebreak: true, noAd: true };
}
