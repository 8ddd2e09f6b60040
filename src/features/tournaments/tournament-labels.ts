// Display names for the catalogue's open vocabularies; a value added within v1 is shown readably.

const TIER_WORDS: Record<string, string> = { atp: 'ATP', wta: 'WTA', itf: 'ITF', bjk: 'BJK', utr: 'UTR' };

/** `atp_1000` → "ATP 1000", `grand_slam` → "Grand Slam"; null when the tier is unknown. */
export function tierLabel(tier: string | null): string | null {
  if (!tier) return null;
  return tier
    .split('_')
    .map((w) => TIER_WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** The tournament's name, or a stand-in naming its id when the catalogue has none. */
export function tournamentName(t: { id: string; name: string | null }): string {
  return t.name ?? `Tournament ${t.id} (name unknown)`;
}
