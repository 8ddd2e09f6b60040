import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { Button } from '../../../components/button';
import { ChartFigure } from '../../../components/chart-figure';
import { SelectField } from '../../../components/select-field';
import { useOddsFormat } from '../../../lib/odds-format-store';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { useMatchView } from '../../../queries/view-hooks';
import { scoreEvents } from '../charts/score-events';
import { useScoreSeries } from '../charts/use-score-series';
import { MarketFacts } from '../market/market-facts';
import {
  isSimulated,
  MARKET_PHASES,
  parsePhase,
  priceLine,
  priceSummary,
  ticksOf,
} from '../market/market-ticks';
import { QuoteTable } from '../market/quote-table';
import { PaneEmpty, PaneLoading, PaneProblem, QueryPane } from '../match-states';

const PriceChart = lazy(() => import('../charts/price-chart'));

const EMPTY_PHASE: Record<string, string> = {
  live: 'No in-play prices yet.',
  pre: 'No pre-match prices were recorded.',
  all: 'No prices have been recorded for this match.',
};

/** Market: volume and liquidity, a player's price chart with the score's sets and breaks, and every quote. */
export function MarketTab({ match, score }: { match: MatchDetail; score: Score | null }) {
  const odds = useOddsFormat();
  const [params, setParams] = useSearchParams();
  const phase = parsePhase(params.get('prices'));
  // The overview reads the same pages (same key), so switching tabs costs no request.
  const query = useInfiniteQuery(matchTabQueries.prices(match.id, { limit: 500 }));
  const readAt = useMatchView(match.id).dataUpdatedAt;
  const all = useMemo(() => query.data?.pages.flatMap((p) => p.data), [query.data]);
  const ticks = useMemo(
    () => (all ? ticksOf(all, match.live_at, phase) : undefined),
    [all, match.live_at, phase],
  );
  const series = useScoreSeries(match, score);
  const events = useMemo(() => scoreEvents(series), [series]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Pages come newest first: pre-match ticks sit behind the in-play ones, so read on until they show.
  const oldest = all?.[all.length - 1]?.timestamp ?? null;
  const needOlder =
    phase !== 'live' &&
    (match.live_at === null || oldest === null || oldest >= match.live_at || phase === 'all');
  useEffect(() => {
    if (needOlder && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [needOlder, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const names: [string, string] = [match.players.p1.name, match.players.p2.name];
  const simulated = isSimulated(match.market, all ?? []);
  // Below PRO the prices read is refused: the pane then shows the tier notice alone, no empty facts.
  const open = query.data !== undefined;
  return (
    <div className="grid gap-4">
      {open && (
        <>
          <MarketFacts market={match.market} readAt={readAt} simulated={simulated} />
          <SelectField
            label="Prices"
            compact
            inline
            className="justify-self-start"
            value={phase}
            options={MARKET_PHASES}
            onChange={(next) =>
              setParams(
                (prev) => {
                  const p = new URLSearchParams(prev);
                  if (next === 'live') p.delete('prices');
                  else p.set('prices', next);
                  return p;
                },
                { replace: true },
              )
            }
          />
        </>
      )}
      <QueryPane query={{ ...query, data: ticks }} tab="market" what="Prices">
        {(rows) => {
          if (rows.length === 0)
            return <PaneEmpty>{isFetchingNextPage ? 'Reading older prices…' : EMPTY_PHASE[phase]}</PaneEmpty>;
          const line = priceLine(rows, 1);
          return (
            <div className="grid gap-4">
              {line.length >= 2 && (
                <ChartFigure
                  caption={`${names[0]}’s price (a price is the chance the market gives the player); upright lines mark breaks and sets; hollow dots are ticks with an estimated spread.`}
                  loading={<PaneLoading what="the price chart" />}
                  summary={priceSummary(line, names[0])}
                  summaryTestId="price-summary"
                >
                  <PriceChart data={line} events={events} player={names[0]} odds={odds} />
                </ChartFigure>
              )}
              <QuoteTable ticks={rows} names={names} />
              {query.error && (
                <PaneProblem
                  tab="market"
                  what="Older prices"
                  error={query.error}
                  onRetry={() => fetchNextPage()}
                />
              )}
              {hasNextPage && (
                <Button
                  variant="secondary"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => fetchNextPage()}
                  disabled={isFetchingNextPage}
                >
                  {isFetchingNextPage ? 'Loading older prices…' : 'Load older prices'}
                </Button>
              )}
            </div>
          );
        }}
      </QueryPane>
    </div>
  );
}
