import type { SlateMatch } from '../slate-match';

/** Filter names as they appear in the URL (`?tour=atp&has_market=true`), the spec's own names. */
export const FILTER_KEYS = [
  'tour',
  'draw',
  'gender',
  'tier',
  'qualifying',
  'country',
  'has_market',
  'has_analysis',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SlateFilters = Partial<Record<FilterKey, string>>;

/** The filters set in the URL; empty values are dropped so `?tour=` means no filter. */
export function readFilters(params: URLSearchParams): SlateFilters {
  const filters: SlateFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters;
}

const bool = (v: boolean | null | undefined) => (v === true ? 'true' : v === false ? 'false' : undefined);

// Each filter's reading of a row; undefined (unknown) never matches, so an unknown row is not shown
// under a filter it might not meet.
const READ: Record<Exclude<FilterKey, 'country'>, (m: SlateMatch) => string | undefined> = {
  tour: (m) => m.tour ?? undefined,
  draw: (m) => m.draw ?? undefined,
  gender: (m) => m.gender ?? undefined,
  tier: (m) => m.tier ?? undefined,
  qualifying: (m) => bool(m.is_qualifying),
  has_market: (m) => bool(m.has_market),
  has_analysis: (m) => bool(m.has_analysis),
};

/** The value a filter select offers for a row (country yields both players' countries). */
export function valuesOf(match: SlateMatch, key: FilterKey): string[] {
  if (key === 'country') {
    const { p1, p2 } = match.players;
    return [p1.country, p2.country].filter((c): c is string => !!c);
  }
  const v = READ[key](match);
  return v === undefined ? [] : [v];
}

/** Rows meeting every set filter (AND, like the service's own filters). */
export function applyFilters<M extends SlateMatch>(matches: readonly M[], filters: SlateFilters): M[] {
  const set = FILTER_KEYS.filter((k) => filters[k] !== undefined);
  if (set.length === 0) return [...matches];
  return matches.filter((m) => set.every((k) => valuesOf(m, k).includes(filters[k] as string)));
}
