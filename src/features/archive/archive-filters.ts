import type { ArchiveMatchesQuery } from '../../../contract/archive';
import type { ParamsOf } from '../../api/params';

/** The archive search filters, in the order the form shows them; each is one URL parameter. */
const FILTER_KEYS = ['tour', 'name', 'from', 'to', 'round', 'level'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type ArchiveFilters = Partial<Record<FilterKey, string>>;

/** Results per request: the listing's maximum, so scrolling far spends as few calls as possible. */
const ARCHIVE_PAGE_SIZE = 200;

/** The filters a URL holds; empty values count as unset. */
export function filtersFromUrl(params: URLSearchParams): ArchiveFilters {
  const filters: ArchiveFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** URL parameters for a submitted form: trimmed, empty fields left out so links stay short. */
export function filtersToUrl(filters: ArchiveFilters): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

type ListParams = Omit<ParamsOf<typeof ArchiveMatchesQuery>, 'offset'>;

/**
 * Request parameters for the listing. Values are sent as typed, even outside the vocabularies: the
 * service's 400 (with its code and allowed values) is what explains a bad value to the user.
 */
export function requestParams(filters: ArchiveFilters): ListParams {
  return { ...(filters as ListParams), limit: ARCHIVE_PAGE_SIZE };
}
