const KNOWN_TIERS = ['free', 'basic', 'pro', 'ultra'] as const;
export type KnownTier = (typeof KNOWN_TIERS)[number];

/** True for a tier this version knows; the spec lets the vocabulary grow. */
export const isKnownTier = (tier: string): tier is KnownTier =>
  (KNOWN_TIERS as readonly string[]).includes(tier);

/** FREE / BASIC / PRO / ULTRA, or "unknown (…)" for a value added after this version. */
export const tierLabel = (tier: string) => (isKnownTier(tier) ? tier.toUpperCase() : `unknown (${tier})`);
