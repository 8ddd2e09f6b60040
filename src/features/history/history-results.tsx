import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import type { HistoryFilterValues } from './history-filters';
import { HistoryMatchRow } from './history-match-row';
import { ScanProgress, scanButtonClass } from './scan-progress';
import { useHistoryScan } from './use-history-scan';

/** What the history listing adds, for the tier notice. */
const HISTORY_GATE = {
  tier: 'BASIC',
  adds: 'completed matches since January 2023 with their point-by-point tapes',
};

/** The listing for one set of filters: loading, gate, errors, rows, and the paging or scan controls. */
export function HistoryResults({ values }: { values: HistoryFilterValues }) {
  const scan = useHistoryScan(values);
  const { query, rows } = scan;

  if (query.isPending) return <ViewLoading label="Loading match history…" />;
  if (query.isError && !query.data) {
    return (
      <ViewError
        title="Match history could not be loaded."
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={HISTORY_GATE}
      />
    );
  }

  const failed = query.isError ? (
    <ViewError
      title="The next page could not be loaded."
      error={query.error}
      onRetry={() => query.fetchNextPage()}
      retrying={query.isFetching}
      gate={HISTORY_GATE}
    />
  ) : null;

  const more =
    query.hasNextPage && !scan.active && !query.isError ? (
      <button
        type="button"
        onClick={scan.loadMore}
        disabled={query.isFetchingNextPage}
        className={scanButtonClass}
      >
        {query.isFetchingNextPage
          ? 'Loading…'
          : scan.scanning
            ? scan.goalMet
              ? 'Find 50 more'
              : 'Continue scanning'
            : 'Load more'}
      </button>
    ) : null;

  return (
    <section aria-label="Completed matches" className="grid gap-3">
      {scan.scanning ? (
        <ScanProgress
          scanned={scan.scanned}
          found={rows.length}
          goal={scan.goal}
          active={scan.active}
          stopped={scan.stopped}
          atEnd={scan.atEnd}
          onStop={scan.stop}
        />
      ) : null}
      {rows.length === 0 && (scan.atEnd || !scan.scanning) ? (
        <ViewEmpty>No completed match matches these filters.</ViewEmpty>
      ) : null}
      {rows.length > 0 ? (
        <ul className="grid gap-2">
          {rows.map((m) => (
            <HistoryMatchRow key={m.id} match={m} />
          ))}
        </ul>
      ) : null}
      {failed}
      {more ? <div>{more}</div> : null}
    </section>
  );
}
