// The spec's tier table (live-surface.md, Access tiers and Limits). The client must know it before
// the first `GET /usage` answers, and falls back to it when the usage read does not state limits.

/** Core tiers in ascending order. */
const CORE_TIERS = ['free', 'basic', 'pro', 'ultra'] as const;
export type CoreTier = (typeof CORE_TIERS)[number];

/** Requests per minute and per day a key of a tier may make. */
export interface Limits {
  perMinute: number;
  perDay: number;
}

/** Per-minute and per-day limits of each core tier. */
export const TIER_LIMITS: Record<CoreTier, Limits> = {
  free: { perMinute: 30, perDay: 100 },
  basic: { perMinute: 60, perDay: 1_000 },
  pro: { perMinute: 300, perDay: 10_000 },
  ultra: { perMinute: 600, perDay: 500_000 },
};

/** Reads a tier name from the usage read; unknown names keep the caller's assumption. */
export function asCoreTier(value: string | null | undefined, fallback: CoreTier): CoreTier {
  return (CORE_TIERS as readonly string[]).includes(value ?? '') ? (value as CoreTier) : fallback;
}
