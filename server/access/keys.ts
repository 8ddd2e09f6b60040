/** Core tiers in ascending order; each includes everything below it. */
export const TIERS = ['free', 'basic', 'pro', 'ultra'] as const;
export type Tier = (typeof TIERS)[number];

/** Standalone history plans (no live subscription needed); see history-surface.md, Authentication. */
type HistoryPlan = 'starter' | 'pro' | 'business' | 'pass_month' | 'pass_year';

export interface KeyRecord {
  key: string;
  tier: Tier;
  historyPlan: HistoryPlan | null;
  /** Webhooks need a direct key, not a marketplace key. */
  channel: 'direct' | 'marketplace';
  disabled?: boolean;
}

export const LIMITS: Record<Tier, { perMinute: number; perDay: number }> = {
  free: { perMinute: 30, perDay: 100 },
  basic: { perMinute: 60, perDay: 1_000 },
  pro: { perMinute: 300, perDay: 10_000 },
  ultra: { perMinute: 600, perDay: 500_000 },
};

/** What a per-minute 429 offers: the next tier up. Prices are ours (the spec names none). */
export const NEXT_TIER: Record<Tier, { tier: string; price: string } | null> = {
  free: { tier: 'basic', price: '$9/month' },
  basic: { tier: 'pro', price: '$29/month' },
  pro: { tier: 'ultra', price: '$99/month' },
  ultra: null,
};

const record = (
  key: string,
  tier: Tier,
  historyPlan: HistoryPlan | null = null,
  extra: Partial<KeyRecord> = {},
) => ({
  key,
  tier,
  historyPlan,
  channel: 'direct' as const,
  ...extra,
});

/** The demo keys printed at start and listed in README.md. */
export const DEMO_KEYS: KeyRecord[] = [
  record('demo-free', 'free'),
  record('demo-basic', 'basic'),
  record('demo-pro', 'pro'),
  record('demo-ultra', 'ultra'),
  record('demo-ultra-marketplace', 'ultra', null, { channel: 'marketplace' }),
  record('demo-history-starter', 'free', 'starter'),
  record('demo-history-pro', 'free', 'pro'),
  record('demo-history-business', 'free', 'business'),
  record('demo-history-pass-month', 'free', 'pass_month'),
  record('demo-history-pass-year', 'free', 'pass_year'),
  record('demo-disabled', 'ultra', null, { disabled: true }),
];

/** Tier order comparison: does `have` include everything of `need`? */
export const tierAtLeast = (have: Tier, need: Tier): boolean => TIERS.indexOf(have) >= TIERS.indexOf(need);
