import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { type ArchiveFilters, requestParams } from './archive-filters';
import { ARCHIVE_GATE } from './archive-gate';
import { formatCount } from './archive-labels';
import { searchFailureTitle } from './archive-rejection';
import {
  ARCHIVE_COLUMNS,
  ARCHIVE_GRID,
  ARCHIVE_PHONE_ROW_HEIGHT,
  ARCHIVE_ROW_HEIGHT,
  ARCHIVE_TABLE_MIN_WIDTH,
  ArchiveRow,
} from './archive-row';
import { VirtualTable } from './virtual-table';

interface ArchiveResultsProps {
  filters: ArchiveFilters;
  /** Scroll box height in px. */
  height: number;
}

/** The results of one search: offset pages fetched as the reader scrolls near the last loaded row. */
export function ArchiveResults({ filters, height }: ArchiveResultsProps) {
  const query = useInfiniteQuery(archiveQueries.matches(requestParams(filters)));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap((p) => p.data) ?? [], [pages]);
  const total = pages?.[0]?.meta.total ?? null;

  // A failed next page stops the automatic loading; the retry button below resumes it.
  const nextPageFailed = query.isFetchNextPageError;
  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageFailed) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, nextPageFailed, fetchNextPage]);

  // A per-minute limit on a next page clears by itself: resume once Retry-After has passed.
  const problem = query.error?.problem;
  const retryAfterS = nextPageFailed && problem?.type === 'rate_limited_minute' ? problem.retryAfterS : null;
  useEffect(() => {
    if (retryAfterS === null) return;
    const timer = setTimeout(() => void fetchNextPage(), Math.max(1, retryAfterS) * 1000);
    return () => clearTimeout(timer);
  }, [retryAfterS, fetchNextPage]);

  if (query.isPending) return <ViewLoading label="Searching the archive…" />;
  if (query.isError && !query.data)
    return (
      <ViewError
        title={searchFailureTitle(query.error, 'The archive could not be searched.')}
        error={query.error}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
        gate={ARCHIVE_GATE}
      />
    );
  if (items.length === 0) return <ViewEmpty>No archive result matches these filters.</ViewEmpty>;

  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
        Loaded {formatCount(items.length)}
        {total !== null ? ` of ${formatCount(total)}` : ''} results
        {isFetchingNextPage ? ' · loading more…' : ''}
      </p>
      <VirtualTable
        caption="Archive results, newest tournament first"
        columns={ARCHIVE_COLUMNS}
        items={items}
        Row={ArchiveRow}
        rowHeight={ARCHIVE_ROW_HEIGHT}
        phoneRowHeight={ARCHIVE_PHONE_ROW_HEIGHT}
        height={height}
        minWidth={ARCHIVE_TABLE_MIN_WIDTH}
        gridTemplate={ARCHIVE_GRID}
        totalRows={total}
        onNearEnd={onNearEnd}
        testId="archive-scroller"
      />
      {nextPageFailed && query.error ? (
        <ViewError
          title="More results could not be loaded."
          error={query.error}
          onRetry={() => fetchNextPage()}
          retrying={isFetchingNextPage}
          gate={ARCHIVE_GATE}
        />
      ) : null}
    </div>
  );
}
