import { vocabWords } from '../../lib/vocabulary';

const KNOWN_TIERS = ['free', 'basic', 'pro', 'ultra'] as const;
export type KnownTier = (typeof KNOWN_TIERS)[number];

/** True for a tier this version knows; the spec lets the vocabulary grow. */
export const isKnownTier = (tier: string): tier is KnownTier =>
  (KNOWN_TIERS as readonly string[]).includes(tier);

const TIER_WORDS: Record<KnownTier, string> = { free: 'FREE', basic: 'BASIC', pro: 'PRO', ultra: 'ULTRA' };

/** FREE / BASIC / PRO / ULTRA, or "unknown" (raw value kept for the hover) for a value added after this version. */
export const keyTierWords = (tier: string | null | undefined) => vocabWords(tier, TIER_WORDS);

/** The tier as plain text for a sentence: a value this version does not know reads "unknown". */
export const tierLabel = (tier: string) => keyTierWords(tier)?.text ?? 'unknown';
