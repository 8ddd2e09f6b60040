import { DRAWS, GENDERS, TIERS, TOURS } from '../../../contract/common';
import { TAPE_COVERAGES } from '../../../contract/coverage';
import type { HistoryMatchesQuery } from '../../../contract/history-matches';
import type { ParamsOf } from '../../api/params';

// Every filter of GET /history/matches, named exactly as the query parameter so the page URL and the
// request read alike (a shared link reproduces the same request).
const HISTORY_FILTER_KEYS = [
  'from',
  'to',
  'tour',
  'draw',
  'gender',
  'tier',
  'player',
  'country',
  'tournament_id',
  'is_qualifying',
  'has_market',
  'coverage',
  'points_complete',
  'restated_since',
] as const;
export type HistoryFilterKey = (typeof HISTORY_FILTER_KEYS)[number];
export type HistoryFilterValues = Record<HistoryFilterKey, string>;

/** Closed vocabularies of the select filters (the contract's own lists). */
export const FILTER_CHOICES = {
  tour: TOURS,
  draw: DRAWS,
  gender: GENDERS,
  tier: TIERS,
  is_qualifying: ['true', 'false'],
  has_market: ['true', 'false'],
  coverage: TAPE_COVERAGES,
  points_complete: ['true', 'false'],
} as const;

/** The filter values held in the URL; a missing filter is ''. */
export function readFilters(search: URLSearchParams): HistoryFilterValues {
  const values = {} as HistoryFilterValues;
  for (const key of HISTORY_FILTER_KEYS) {
    // `player` repeats in the URL like on the wire; the form edits it as a comma list.
    values[key] = key === 'player' ? search.getAll('player').join(',') : (search.get(key) ?? '');
  }
  return values;
}

/** The URL search for a set of filter values, empty filters left out. */
export function writeFilters(values: HistoryFilterValues): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of HISTORY_FILTER_KEYS) {
    const value = values[key].trim();
    if (!value) continue;
    if (key === 'player') {
      for (const id of splitList(value)) search.append('player', id);
    } else search.set(key, value);
  }
  return search;
}

const splitList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

type Params = Omit<ParamsOf<typeof HistoryMatchesQuery>, 'offset'>;

/**
 * The request parameters for the values. Values are passed as written: the service validates them and
 * its 400 (with `allowed`) is shown, rather than the page silently dropping a filter it disliked.
 */
export function toQueryParams(values: HistoryFilterValues): Params {
  const params: Record<string, string | string[]> = {};
  for (const key of HISTORY_FILTER_KEYS) {
    const value = values[key].trim();
    if (!value) continue;
    params[key] = key === 'player' || key === 'tier' ? splitList(value) : value;
  }
  return params as Params;
}

/** Coverage and points_complete are applied after the page is cut, so pages can be short or empty mid-list. */
export function isPostFiltered(values: HistoryFilterValues): boolean {
  return values.coverage !== '' || values.points_complete !== '';
}
