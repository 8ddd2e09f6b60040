import { formatProbability } from '../../lib/probability';

// Display words for the history vocabularies. The service may add values within v1: an unknown one is
// shown as "unknown" rather than dropped or passed off as a known one.

const COVERAGE: Record<string, string> = {
  from_start: 'From start',
  partial: 'Partial',
  reconstructed: 'Reconstructed',
  reconstructed_partial: 'Reconstructed, partial',
  none: 'No tape',
};

/** The tape coverage label; "unknown" for a value this version does not know. */
function coverageLabel(coverage: string): string {
  return COVERAGE[coverage] ?? 'unknown';
}

/** A history row's coverage badge: "Tape: from start" (sentence case after the colon), "No tape". */
export function coverageBadgeText(coverage: string): string {
  if (coverage === 'none') return 'No tape';
  const label = coverageLabel(coverage);
  return `Tape: ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
}

const TIER_WORDS: Record<string, string> = { atp: 'ATP', wta: 'WTA', itf: 'ITF', bjk: 'BJK' };

/** `atp_1000` → "ATP 1000". */
function tierText(tier: string): string {
  return tier
    .split('_')
    .map((w) => TIER_WORDS[w] ?? w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

const YES_NO: Record<string, string> = { true: 'Yes', false: 'No' };

/** The option text of a select filter's value. */
export function choiceLabel(key: string, value: string): string {
  if (key === 'coverage') return coverageLabel(value);
  if (key === 'tier') return tierText(value);
  if (key === 'is_qualifying' || key === 'has_market' || key === 'points_complete')
    return YES_NO[value] ?? value;
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** "52.4%" from a 0–1 share; null when there is nothing to divide. */
export function percent(share: number | null | undefined): string | null {
  return formatProbability(share, 1);
}
