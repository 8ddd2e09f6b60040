// Display names for tiers: known ones spelled out, unknown ones shown as sent (the vocabulary is open).
const SPECIAL: Record<string, string> = {
  grand_slam: 'Grand Slam',
  atp_finals: 'ATP Finals',
  next_gen_finals: 'Next Gen Finals',
  united_cup: 'United Cup',
  davis_cup: 'Davis Cup',
  laver_cup: 'Laver Cup',
  wta_finals: 'WTA Finals',
  wta_elite_trophy: 'WTA Elite Trophy',
  bjk_cup: 'BJK Cup',
  utr: 'UTR',
};

const word = (w: string) =>
  /^(atp|wta|itf)$/.test(w)
    ? w.toUpperCase()
    : /^[mw]\d+$/.test(w)
      ? w.toUpperCase()
      : w.charAt(0).toUpperCase() + w.slice(1);

/** "ATP 1000", "Challenger 125", "ITF W25"; null stays null so callers omit the badge. */
export function tierLabel(tier: string | null | undefined): string | null {
  if (!tier) return null;
  return SPECIAL[tier] ?? tier.split('_').map(word).join(' ');
}

/** Labels of the filter values the bar offers. */
export function filterValueLabel(key: string, value: string): string {
  if (key === 'tier') return tierLabel(value) ?? value;
  if (key === 'country') return value.toUpperCase();
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
