import type { EVENT_STATUSES } from '../../../../contract/common';
import { coarseAge } from '../../../lib/match-labels';
import type { SideMids } from '../signals/row-figures';
import type { RowMatch, RowScore } from './row-match';

// The contract's list, written out so the slate's first JS does not load the schemas' module for five
// words; the type admits only the contract's values and row-labels.test.ts checks none is missing.
export const KNOWN_EVENT_STATUSES: readonly (typeof EVENT_STATUSES)[number][] = [
  'Retired',
  'Cancelled',
  'Walk Over',
  'Postponed',
  'Interrupted',
];

/**
 * `event_status` in words ("Interrupted", "Walk Over"); a value outside the spec's list is "unknown";
 * null or missing (normal play) gives null so no badge is drawn.
 */
export function eventStatusLabel(status: string | null | undefined): string | null {
  if (status === null || status === undefined) return null;
  return (KNOWN_EVENT_STATUSES as readonly string[]).includes(status) ? status : 'unknown';
}

/** "Corroborated · 4 min", "Not corroborated", or null when the service did not say. */
export function corroborationLabel(score: RowScore | null): string | null {
  if (!score || typeof score.corroborated !== 'boolean') return null;
  if (!score.corroborated) return 'Not corroborated';
  const age = coarseAge(score.corroborated_age_seconds);
  return age ? `Corroborated · ${age}` : 'Corroborated';
}

/**
 * Each side's own market mid when the row carries the detail embed (see `RowMatch`); else none. One
 * side's quote is never turned into the other's: the two mids of a venue need not sum to 1.
 */
export const embedMids = (match: RowMatch): SideMids => ({
  1: match.market_price?.['1']?.mid ?? null,
  2: match.market_price?.['2']?.mid ?? null,
});
