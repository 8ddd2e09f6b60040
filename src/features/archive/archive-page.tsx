import { Link, useSearchParams } from 'react-router-dom';
import { FoldOnPhone } from '../../components/fold-on-phone';
import { useBudgetTier } from '../../queries/budget-context';
import { filtersFromUrl } from './archive-filters';
import { ArchiveResults } from './archive-results';
import { ArchiveSearchForm } from './archive-search-form';

interface ArchivePageProps {
  /** Height of the results scroll box in px (tests pass a small one; the page caps it at 75vh). */
  tableHeight?: number;
}

/** /archive: search 1968–2022 results by tour, name, dates, round and level; filters live in the URL. */
export function ArchivePage({ tableHeight = 640 }: ArchivePageProps) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromUrl(params);
  const search = params.toString();
  // A FREE key has 20 history reads a month: nothing is read until the fan presses Search (the URL then
  // holds `run=1`, so a shared or reloaded search reads again); paid keys list the newest at once.
  const free = useBudgetTier() === 'free';
  const asked = !free || params.has('run') || search !== '';

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Results archive 1968–2022</h1>
        <Link
          to="/archive/players"
          className="text-sm text-indigo-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300"
        >
          Archive players and careers
        </Link>
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Winner-first results of ATP and WTA main draws, qualifying, ITF and futures. Each search is a history
        read (a FREE key has 20 a month), so results load when you press Search.
      </p>
      {/* Remounted per URL so back/forward and shared links refill the form. */}
      <FoldOnPhone summary="Search and filters" openOnPhone={!asked}>
        <ArchiveSearchForm
          key={search}
          initial={filters}
          onSearch={(next) => setParams(free ? { ...next, run: '1' } : next)}
        />
      </FoldOnPhone>
      {asked ? (
        <ArchiveResults filters={filters} height={tableHeight} />
      ) : (
        <p data-testid="archive-not-read" className="text-sm text-slate-700 dark:text-slate-300">
          Nothing read yet: press Search to list the newest results, or narrow them first.
        </p>
      )}
    </div>
  );
}
