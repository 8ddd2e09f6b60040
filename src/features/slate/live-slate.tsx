import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MatchList } from '../../../contract/match';
import { keepListing, sameBesideScore } from '../../queries/keep-listing';
import { useLiveSlate, useLiveSlateWrites } from '../../queries/view-hooks';
import { isFavourite, useFavourites } from './favourites';
import { FilterBarPlace } from './filters/filter-bar-place';
import { FiltersToggle, useFiltersDisclosure } from './filters/filters-toggle';
import { applyFilters, FILTER_KEYS, type FilterKey, readFilters } from './filters/slate-filters';
import { SlateLegend } from './legend/slate-legend';
import { groupByTournament } from './order/group-by-tournament';
import { orderGroups, orderMatches } from './order/slate-order';
import { FavouritesContext } from './rows/favourite-stars';
import { createRowSource, RowSourceContext } from './rows/row-source';
import { SlateHeader } from './sections/slate-header';
import { SlateSections } from './sections/slate-sections';
import { SlateEmpty, SlateError, SlatePending } from './states/slate-states';

// Below the live rows: loaded after the slate's first paint, so its rows stay out of the first JS.
// The filter bar's selects and chips are not in the slate's first JavaScript: their code is asked for
// as this module runs, beside the first list request, which takes longer, so the bar is there when
// the rows are (the Filters toggle, in the header, stays here).
const filterBar = import('./filters/slate-filter-bar');
const SlateFilterBar = lazy(() => filterBar.then((m) => ({ default: m.SlateFilterBar })));
const SideSections = lazy(() =>
  import('./sections/other-matches-section').then((m) => ({ default: m.SideSections })),
);

// One empty list, so memos see the same value while nothing has loaded.
const NONE: never[] = [];

/**
 * The listing the slate groups and filters: kept (the same array, the same row objects) while only
 * scores change, which the rows draw from the row source and the live store; its groups, filter bar
 * and sections re-render when a match starts or ends or another field changes.
 */
function slateListingSelect() {
  let kept: MatchList['data'] = NONE;
  return (list: MatchList) => {
    kept = keepListing(kept, list.data ?? NONE, sameBesideScore) as MatchList['data'];
    return kept;
  };
}

/**
 * Every live match, filtered by the URL's filters, starred ones first, then grouped by tournament;
 * upcoming and just-finished matches follow. Refreshed by the request budget, or every 10 s without one.
 */
export function LiveSlate() {
  const [select] = useState(slateListingSelect);
  const query = useLiveSlate(select);
  const [params, setParams] = useSearchParams();
  const filterKey = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the filters' identity
  const filters = useMemo(() => readFilters(params), [filterKey]);
  const favouritesApi = useFavourites();
  const { favourites } = favouritesApi;

  const data = query.data;
  const all = data ?? NONE;
  // Rows follow their own match here (row-source.ts): each write of the cached list reaches the row
  // source as it is written, which re-renders the rows on screen it changed and none off screen; the
  // slate itself renders only when its listing changes (above).
  const [rows] = useState(createRowSource);
  useLiveSlateWrites(useCallback((list: MatchList) => rows.listingChanged(list.data ?? NONE), [rows]));
  const shown = useMemo(() => applyFilters(data ?? NONE, filters), [data, filters]);
  const disclosure = useFiltersDisclosure();
  // Sorted and grouped once per poll or favourites change, not on every render: the slate writer
  // re-renders this view every 50 ms while a large poll lands in slices.
  const { starred, groups } = useMemo(() => {
    const starred = orderMatches(shown.filter((m) => isFavourite(favourites, m)));
    // A starred match appears once, in Favourites, so nothing is counted or announced twice.
    const rest = starred.length === 0 ? shown : shown.filter((m) => !isFavourite(favourites, m));
    return { starred, groups: orderGroups(groupByTournament(rest)) };
  }, [shown, favourites]);

  const setFilter = (key: FilterKey, value: string | undefined) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const clearFilters = () =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const key of FILTER_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );

  if (query.isPending) return <SlatePending />;
  if (query.isError && !query.data) {
    return <SlateError error={query.error} onRetry={() => query.refetch()} retrying={query.isFetching} />;
  }
  return (
    <FavouritesContext.Provider value={favouritesApi}>
      <RowSourceContext.Provider value={rows}>
        <div className="grid gap-2">
          <SlateHeader count={all.length} refreshError={query.error}>
            {all.length > 0 && (
              <FiltersToggle
                open={disclosure.open}
                onToggle={disclosure.toggle}
                count={Object.keys(filters).length}
                panelId={disclosure.panelId}
              />
            )}
            <SlateLegend />
          </SlateHeader>
          {all.length > 0 && (
            <Suspense fallback={<FilterBarPlace />}>
              <SlateFilterBar
                matches={all}
                filters={filters}
                onChange={setFilter}
                onClear={clearFilters}
                open={disclosure.open}
                panelId={disclosure.panelId}
              />
            </Suspense>
          )}
          {all.length === 0 ? (
            <SlateEmpty />
          ) : shown.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
              No live match meets these filters.
            </p>
          ) : null}
          <SlateSections starred={starred} groups={groups} />
          <Suspense fallback={null}>
            <SideSections />
          </Suspense>
        </div>
      </RowSourceContext.Provider>
    </FavouritesContext.Provider>
  );
}
