import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { historyQueries } from '../../queries/history-queries';
import { type HistoryFilterValues, isPostFiltered, toQueryParams } from './history-filters';

/** Rows collected per "Load more" press while a post-cut filter is on. */
const SCAN_BATCH = 50;
// A post-filtered scan reads the widest page the service allows: fewer requests per match found.
const SCAN_PAGE = 200;
const LIST_PAGE = 50;
/**
 * Pages one press may read before the scan pauses for the user: a rare filter could otherwise walk
 * the whole listing unattended (about 80 requests), and a FREE key has only 20 history calls a month.
 */
const SCAN_PAGES_PER_PRESS = 10;

/**
 * The history listing. With coverage/points_complete on, the service filters each page after cutting
 * it, so a short or even empty page says nothing about the end: only `has_more: false` does. The scan
 * keeps asking for pages until it holds `goal` rows, reaches the end, fails, or the user stops it.
 */
export function useHistoryScan(values: HistoryFilterValues) {
  const scanning = isPostFiltered(values);
  const limit = scanning ? SCAN_PAGE : LIST_PAGE;
  const query = useInfiniteQuery(historyQueries.matches({ ...toQueryParams(values), limit }));
  const [goal, setGoal] = useState(SCAN_BATCH);
  const [stopped, setStopped] = useState(false);
  // Page count when the current press began; the pause counts pages from here.
  const [batchStart, setBatchStart] = useState(0);

  const pages = query.data?.pages ?? [];
  // A new match finishing while we page shifts offsets by one; the repeat it causes is dropped.
  const rows = newestFirst(uniqueById(pages.flatMap((p) => p.data)));
  const last = pages.at(-1);
  const scanned = last ? (last.meta.offset ?? (pages.length - 1) * limit) + (last.meta.limit ?? limit) : 0;
  const short = scanning && !stopped && rows.length < goal;
  const paused = short && pages.length - batchStart >= SCAN_PAGES_PER_PRESS;
  const wantMore = short && !paused;
  const { hasNextPage, isFetching, isError, fetchNextPage } = query;

  // Keyed on the page count too: a page can arrive in the same render that clears `isFetching`, so
  // the flags alone may look unchanged while there is a new page to continue from.
  const pageCount = pages.length;
  useEffect(() => {
    if (pageCount > 0 && wantMore && hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [pageCount, wantMore, hasNextPage, isFetching, isError, fetchNextPage]);

  return {
    query,
    rows,
    scanning,
    /** Matches read so far, before the post-cut filter (offset of the last page plus its size). */
    scanned,
    goal,
    /** A scan is running: pages are being fetched on the user's behalf. */
    active: wantMore && hasNextPage && !isError,
    /** Stopped by the user, or paused at the per-press page cap, before `goal` rows were found. */
    stopped: stopped || paused,
    /** The current batch's goal was met; the next press looks for 50 more rather than continuing. */
    goalMet: rows.length >= goal,
    atEnd: pages.length > 0 && !hasNextPage,
    stop: () => setStopped(true),
    /** In a scan: continue toward the goal, or set a new one 50 rows on; otherwise the next page. */
    loadMore: () => {
      if (!scanning) {
        void fetchNextPage();
        return;
      }
      setStopped(false);
      setBatchStart(pages.length);
      setGoal(rows.length >= goal ? rows.length + SCAN_BATCH : goal);
    },
  };
}

function uniqueById<T extends { id: number }>(rows: T[]): T[] {
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

const startOf = (m: { live_at: string | null; scheduled_time: string | null }) =>
  m.live_at ?? m.scheduled_time;

/**
 * The rows read so far by start time, newest first, as each row shows it: the service lists by
 * tournament, so matches of one event arrive out of their playing order. A row with no time goes
 * last; ties keep the service's order.
 */
export function newestFirst<T extends { live_at: string | null; scheduled_time: string | null }>(
  rows: T[],
): T[] {
  return rows
    .map((r, i) => ({ r, i, t: startOf(r) }))
    .sort((a, b) => (a.t === b.t ? a.i - b.i : a.t === null ? 1 : b.t === null ? -1 : a.t < b.t ? 1 : -1))
    .map((x) => x.r);
}
