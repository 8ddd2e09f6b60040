import type { Surface, Tier, Tour } from '../../contract/common';
import type { TOURNAMENT_CATEGORIES } from '../../contract/tournament';
import { TIERS } from '../../contract/vocabularies';

/** A tournament category of the contract (Tournament.category). */
export type TournamentCategory = (typeof TOURNAMENT_CATEGORIES)[number];

const isTier = (t: string): t is Tier => (TIERS as readonly string[]).includes(t);

/**
 * What the real results files' `tourney_level` codes say about a tournament. Codes that cannot
 * tell two tiers apart (ATP 'A' is both 500 and 250) give a null tier: never guessed.
 */
export interface LevelFacts {
  tour: Tour | null;
  tier: Tier | null;
  category: TournamentCategory | null;
}

const ATP: Record<string, LevelFacts> = {
  G: { tour: 'atp', tier: 'grand_slam', category: 'grand_slam' },
  M: { tour: 'atp', tier: 'atp_1000', category: 'masters_1000' },
  F: { tour: 'atp', tier: 'atp_finals', category: 'tour_finals' },
  A: { tour: 'atp', tier: null, category: null },
  C: { tour: 'challenger', tier: null, category: 'challenger' },
  D: { tour: null, tier: 'davis_cup', category: null },
  O: { tour: 'atp', tier: 'olympics', category: null },
};

const WTA: Record<string, LevelFacts> = {
  G: { tour: 'wta', tier: 'grand_slam', category: 'grand_slam' },
  PM: { tour: 'wta', tier: 'wta_1000', category: 'wta_1000' },
  P: { tour: 'wta', tier: 'wta_500', category: 'wta_500' },
  I: { tour: 'wta', tier: 'wta_250', category: 'wta_250' },
  F: { tour: 'wta', tier: 'wta_finals', category: 'tour_finals' },
  D: { tour: null, tier: 'bjk_cup', category: null },
  O: { tour: 'wta', tier: 'olympics', category: null },
};

/** Facts of a level code of the given results file family. */
export function levelFacts(tour: 'atp' | 'wta', level: string): LevelFacts {
  const table = tour === 'atp' ? ATP : WTA;
  const known = table[level];
  if (known) return known;
  if (/^\d+$/.test(level)) {
    const tier = `itf_w${level}`;
    // The contract's itf_w* tiers name the women's levels; a men's ITF code stays untiered.
    return { tour: 'itf', tier: tour === 'wta' && isTier(tier) ? tier : null, category: 'itf' };
  }
  return { tour: tour, tier: null, category: null };
}

/** Host city and ISO-3166 country of the events we can name with certainty (the curated table). */
export const CURATED_VENUES: Record<string, { city: string; country: string; surface: Surface }> = {
  'australian open': { city: 'Melbourne', country: 'AU', surface: 'hard' },
  'roland garros': { city: 'Paris', country: 'FR', surface: 'clay' },
  wimbledon: { city: 'London', country: 'GB', surface: 'grass' },
  'us open': { city: 'New York', country: 'US', surface: 'hard' },
};
