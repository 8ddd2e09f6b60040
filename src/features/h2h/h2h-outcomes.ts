import type { HeadToHead } from '../../../contract/h2h';

export type Meeting = HeadToHead['meetings'][number];

/**
 * What the outcome filter keeps; `all` is the default and is left out of the URL. A native select is
 * as wide as its longest label, so labels stay short enough for the select to sit beside the
 * "Meetings" heading on a 360 px phone; `detail` says in full what a choice keeps, in the count line.
 */
export const OUTCOME_FILTERS = [
  { key: 'all', label: 'All meetings', detail: null },
  { key: 'played', label: 'Played out', detail: 'played out (no walkovers, retirements or defaults)' },
  { key: 'no_walkovers', label: 'No walkovers', detail: 'other than walkovers' },
] as const;
export type OutcomeFilter = (typeof OUTCOME_FILTERS)[number]['key'];

/** What a filter keeps, in words for the count line; null for all meetings. */
export function outcomeDetail(filter: OutcomeFilter): string | null {
  return OUTCOME_FILTERS.find((f) => f.key === filter)?.detail ?? null;
}

/** Reads `?outcome=`; anything unrecognised falls back to all meetings rather than hiding rows. */
export function readOutcomeFilter(raw: string | null): OutcomeFilter {
  return OUTCOME_FILTERS.some((f) => f.key === raw) ? (raw as OutcomeFilter) : 'all';
}

// Outcome is an open vocabulary ("new values may be added within v1"): `played` keeps only meetings
// the service says were completed, so an unknown new value is left out rather than passed as played.
export function filterMeetings(meetings: readonly Meeting[], filter: OutcomeFilter): Meeting[] {
  if (filter === 'played') return meetings.filter((m) => m.outcome === 'completed');
  if (filter === 'no_walkovers') return meetings.filter((m) => m.outcome !== 'walkover');
  return [...meetings];
}

const OUTCOME_LABELS: Record<string, string> = {
  completed: 'Completed',
  retired: 'Retired',
  walkover: 'Walkover',
  default: 'Default',
  abandoned: 'Abandoned',
  unresolved: 'Unresolved',
};

/** The outcome as a word; null stays null (shown absent), a value the spec does not list is "unknown". */
export function outcomeLabel(outcome: string | null): string | null {
  if (outcome === null) return null;
  return OUTCOME_LABELS[outcome] ?? 'unknown';
}
