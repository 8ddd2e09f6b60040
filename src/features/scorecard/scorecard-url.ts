import { useSearchParams } from 'react-router-dom';

export interface ScorecardFilters {
  /** `YYYY-MM-DD`; '' when not chosen. */
  from: string;
  to: string;
  /** '' means any. */
  tour: string;
  surface: string;
  tier: string;
}

const KEYS = ['from', 'to', 'tour', 'surface', 'tier'] as const;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters from the URL; a hand-edited bad date reads as not chosen. */
function readScorecardUrl(params: URLSearchParams): ScorecardFilters {
  const date = (k: string) => {
    const v = params.get(k) ?? '';
    return DATE.test(v) ? v : '';
  };
  return {
    from: date('from'),
    to: date('to'),
    tour: params.get('tour') ?? '',
    surface: params.get('surface') ?? '',
    tier: params.get('tier') ?? '',
  };
}

/** The URL state and one way to change it (empty values leave the URL). */
export function useScorecardUrl() {
  const [params, setParams] = useSearchParams();
  const filters = readScorecardUrl(params);
  const update = (next: ScorecardFilters) => {
    const out = new URLSearchParams();
    for (const k of KEYS) if (next[k]) out.set(k, next[k]);
    setParams(out);
  };
  return [filters, update] as const;
}

/** Days from `from` to `to`, both included. */
export const periodDays = (f: ScorecardFilters) =>
  Math.round((Date.parse(f.to) - Date.parse(f.from)) / 86_400_000) + 1;
