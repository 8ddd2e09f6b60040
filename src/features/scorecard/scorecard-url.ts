import { useSearchParams } from 'react-router-dom';
import { type PeriodFilters, readPeriodFilters, writePeriodFilters } from '../../lib/period-filters';

export type ScorecardFilters = PeriodFilters;

/** The URL state and one way to change it (empty values leave the URL). */
export function useScorecardUrl() {
  const [params, setParams] = useSearchParams();
  const filters = readPeriodFilters(params);
  const update = (next: ScorecardFilters) => setParams(writePeriodFilters(new URLSearchParams(), next));
  return [filters, update] as const;
}
