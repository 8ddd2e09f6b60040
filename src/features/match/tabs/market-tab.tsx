import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import { AbsentValue } from '../../../components/absent-value';
import { Badge } from '../../../components/badge';
import { LocalTimeText } from '../../../components/local-time-text';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { keyedRows } from '../keyed-rows';
import { PaneEmpty, PaneLoading, PaneProblem, QueryPane } from '../match-states';

const PriceChart = lazy(() => import('../price-chart'));

const pct = (v: number | null | undefined) =>
  typeof v === 'number' && Number.isFinite(v) ? `${(v * 100).toFixed(1)}%` : <AbsentValue />;

/** Market: p1's price chart and the tick table, newest first, with older pages on demand. */
export function MarketTab({ match }: { match: MatchDetail }) {
  const query = useInfiniteQuery(matchTabQueries.prices(match.id));
  const ticks = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  const name = (side: 1 | 2 | null) =>
    side === 1 ? match.players.p1.name : side === 2 ? match.players.p2.name : null;

  return (
    <QueryPane query={{ ...query, data: ticks }} tab="market" what="Prices">
      {(rows) => {
        if (rows.length === 0) return <PaneEmpty>No prices have been recorded for this match.</PaneEmpty>;
        return (
          <div className="grid gap-4">
            <Suspense fallback={<PaneLoading what="the price chart" />}>
              <PriceChart ticks={rows} />
            </Suspense>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] text-sm">
                <caption className="text-left text-sm text-slate-700 dark:text-slate-300">
                  Quotes, newest first. A quote is the probability the player wins.
                </caption>
                <thead className="text-left text-xs text-slate-600 dark:text-slate-300">
                  <tr>
                    <th scope="col">Time</th>
                    <th scope="col">Player</th>
                    <th scope="col" className="text-right">
                      Bid
                    </th>
                    <th scope="col" className="text-right">
                      Mid
                    </th>
                    <th scope="col" className="text-right">
                      Ask
                    </th>
                    <th scope="col">Kind</th>
                  </tr>
                </thead>
                <tbody>
                  {keyedRows(rows, (t) => `${t.timestamp}-${t.side}-${t.mid}`).map(({ row: t, key }) => (
                    <tr key={key} className="border-t border-slate-100 dark:border-slate-800">
                      <td className="py-1 pr-2 whitespace-nowrap">
                        <LocalTimeText iso={t.timestamp} />
                      </td>
                      <td className="pr-2">{name(t.side) ?? <AbsentValue label="side unknown" />}</td>
                      <td className="pr-2 text-right tabular-nums">{pct(t.bid)}</td>
                      <td className="pr-2 text-right tabular-nums">{pct(t.mid)}</td>
                      <td className="pr-2 text-right tabular-nums">{pct(t.ask)}</td>
                      <td>
                        {t.synthetic ? (
                          <Badge>Synthetic</Badge>
                        ) : t.synthetic === false ? (
                          'Book'
                        ) : (
                          <AbsentValue />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
