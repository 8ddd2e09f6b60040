import { EVENT_STATUSES } from '../../../contract/mini/browser-schemas';
import { coarseAge } from '../../lib/match-labels';
import type { RowMatch, RowScore } from './row-match';

const KNOWN_EVENT_STATUSES: readonly string[] = EVENT_STATUSES;

/**
 * `event_status` in words ("Interrupted", "Walk Over"); a value outside the spec's list is "unknown";
 * null or missing (normal play) gives null so no badge is drawn.
 */
export function eventStatusLabel(status: string | null | undefined): string | null {
  if (status === null || status === undefined) return null;
  return KNOWN_EVENT_STATUSES.includes(status) ? status : 'unknown';
}

/** "Corroborated · 4 min", "Not corroborated", or null when the service did not say. */
export function corroborationLabel(score: RowScore | null): string | null {
  if (!score || typeof score.corroborated !== 'boolean') return null;
  if (!score.corroborated) return 'Not corroborated';
  const age = coarseAge(score.corroborated_age_seconds);
  return age ? `Corroborated · ${age}` : 'Corroborated';
}

/** A probability 0..1 as a whole percentage; null for anything that is not one. */
export function percent(p: number | null | undefined): number | null {
  if (typeof p !== 'number' || !Number.isFinite(p) || p < 0 || p > 1) return null;
  return Math.round(p * 100);
}

/** p1's model win probability (ULTRA adds it to scores); null when absent or the model had no output. */
export const winProbabilityP1 = (match: RowMatch) => percent(match.score?.win_probability_p1);

/**
 * p1's market midpoint when the row carries the detail embed (see `RowMatch`); else null. p2's quote is
 * not turned into p1's: the two mids of a venue need not sum to 1, and a derived number is a guess.
 */
export const marketMidP1 = (match: RowMatch) => percent(match.market_price?.['1']?.mid);
