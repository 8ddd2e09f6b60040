import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { Price } from '../../../../contract/market';
import type { MatchDetail } from '../../../../contract/match';
import { AbsentValue } from '../../../components/absent-value';
import { Badge } from '../../../components/badge';
import { type Column, DataTable } from '../../../components/data-table';
import { LocalTimeText } from '../../../components/local-time-text';
import { NumberText } from '../../../components/number-text';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { keyedRows } from '../keyed-rows';
import { PaneEmpty, PaneLoading, PaneProblem, QueryPane } from '../match-states';

const PriceChart = lazy(() => import('../price-chart'));

const pct = (v: number | null | undefined) => <NumberText value={v} percent decimals={1} />;

/** Market: p1's price chart and the tick table, newest first, with older pages on demand. */
export function MarketTab({ match }: { match: MatchDetail }) {
  const query = useInfiniteQuery(matchTabQueries.prices(match.id));
  const ticks = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  const name = (side: 1 | 2 | null) =>
    side === 1 ? match.players.p1.name : side === 2 ? match.players.p2.name : null;

  const columns: Column<{ row: Price }>[] = [
    {
      key: 'time',
      header: 'Time',
      className: 'whitespace-nowrap',
      cell: ({ row: t }) => <LocalTimeText iso={t.timestamp} />,
    },
    {
      key: 'player',
      header: 'Player',
      cell: ({ row: t }) => name(t.side) ?? <AbsentValue label="side unknown" />,
    },
    { key: 'bid', header: 'Bid', align: 'right', hideBelow: 'sm', cell: ({ row: t }) => pct(t.bid) },
    { key: 'mid', header: 'Mid', align: 'right', cell: ({ row: t }) => pct(t.mid) },
    { key: 'ask', header: 'Ask', align: 'right', hideBelow: 'sm', cell: ({ row: t }) => pct(t.ask) },
    {
      key: 'kind',
      header: 'Kind',
      hideBelow: 'sm',
      cell: ({ row: t }) =>
        t.synthetic ? <Badge>Synthetic</Badge> : t.synthetic === false ? 'Book' : <AbsentValue />,
    },
  ];
  return (
    <QueryPane query={{ ...query, data: ticks }} tab="market" what="Prices">
      {(rows) => {
        if (rows.length === 0) return <PaneEmpty>No prices have been recorded for this match.</PaneEmpty>;
        return (
          <div className="grid gap-4">
            <Suspense fallback={<PaneLoading what="the price chart" />}>
              <PriceChart ticks={rows} />
            </Suspense>
            <DataTable
              caption="Quotes, newest first. A quote is the probability the player wins."
              captionClassName="text-left text-sm text-slate-700 dark:text-slate-300"
              label="Quotes"
              columns={columns}
              rows={keyedRows(rows, (t) => `${t.timestamp}-${t.side}-${t.mid}`)}
              rowKey={(r) => r.key}
              density="compact"
              tableClassName="w-full sm:min-w-[32rem]"
            />
            {query.error && (
              <PaneProblem
                tab="market"
                what="Older prices"
                error={query.error}
                onRetry={() => query.fetchNextPage()}
              />
            )}
            {query.hasNextPage && (
              <button
                type="button"
                onClick={() => query.fetchNextPage()}
                disabled={query.isFetchingNextPage}
                className="justify-self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800"
              >
                {query.isFetchingNextPage ? 'Loading older prices…' : 'Load older prices'}
              </button>
            )}
          </div>
        );
      }}
    </QueryPane>
  );
}
