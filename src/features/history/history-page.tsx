import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FoldOnPhone } from '../../components/fold-on-phone';
import { HistoryFilterForm } from './history-filter-form';
import { readFilters, writeFilters } from './history-filters';
import { HistoryResults } from './history-results';

const link =
  'text-indigo-800 underline underline-offset-2 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200 dark:hover:text-white';

/** /history: completed matches since January 2023 with their tape coverage; every filter lives in the URL. */
export function HistoryPage() {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the search string is the identity of the filters.
  const values = useMemo(() => readFilters(search), [key]);
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Match history</h1>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Completed matches from January 2023 with their point-by-point tapes. How complete those tapes are:{' '}
        <Link to="/history/coverage" className={link}>
          coverage by tour
        </Link>
        . Results from 1968 to 2022 are in the{' '}
        <Link to="/archive" className={link}>
          results archive
        </Link>
        .
      </p>
      <FoldOnPhone summary="Search and filters">
        <HistoryFilterForm values={values} onApply={(v) => setSearch(writeFilters(v))} />
      </FoldOnPhone>
      {/* Keyed by the filters: a new search starts a fresh scan (goal and Stop reset). */}
      <HistoryResults key={key} values={values} />
    </div>
  );
}
