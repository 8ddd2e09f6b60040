import { tierWords } from '../../../lib/vocabulary';

/** "ATP 1000", "Challenger 125", "ITF W25", a tier this build does not know "unknown"; null stays null. */
export function tierLabel(tier: string | null | undefined): string | null {
  return tierWords(tier)?.text ?? null;
}

/** Labels of the filter values the bar offers. */
export function filterValueLabel(key: string, value: string): string {
  if (key === 'tier') return tierLabel(value) ?? value;
  if (key === 'country') return value.toUpperCase();
  if (value === 'true') return 'Yes';
  if (value === 'false') return 'No';
  return value.charAt(0).toUpperCase() + value.slice(1);
}
