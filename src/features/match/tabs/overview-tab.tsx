import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { AbsentValue } from '../../../components/absent-value';
import { historyQueries } from '../../../queries/history-queries';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { BreakPointList } from '../break-point-list';
import { PaneEmpty, PaneLoading, TierNotice } from '../match-states';
import { mergeSeries, overlayMarket, samplesFromTape } from '../probability-series';
import { useProbabilitySeries } from '../use-probability-series';
import { formatProbability } from '../../../lib/probability';

// recharts is loaded only when a chart is shown, so it stays out of the first bundle.
const ProbabilityChart = lazy(() => import('../probability-chart'));

const pct = (v: number | null | undefined) => formatProbability(v);

function Figure({ label, value }: { label: string; value: string | null }) {
  return (
    <div className="rounded-md border border-slate-200 p-2 dark:border-slate-800">
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value ?? <AbsentValue />}</dd>
    </div>
  );
}

/** Overview: the current probabilities in words and the win-probability chart over the points seen. */
export function OverviewTab({ match, score }: { match: MatchDetail; score: Score | null }) {
  const seen = useProbabilitySeries(match.id, score);
  // Only a key that sees probabilities reads the tape for them (a FREE key would spend a history call).
  const modelOpen = score?.win_probability_p1 !== undefined;
  const tape = useQuery({
    ...historyQueries.tape(match.id),
    enabled: modelOpen,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const earlier = useMemo(() => samplesFromTape(tape.data?.tape ?? []), [tape.data]);
  const series = useMemo(() => mergeSeries(earlier, seen), [earlier, seen]);
  // market_price is absent below PRO: only then is the prices read worth a request.
  const marketOpen = match.market_price !== undefined && match.has_market;
  const prices = useInfiniteQuery({
    ...matchTabQueries.prices(match.id, { limit: 500 }),
    enabled: marketOpen,
  });
  const ticks = useMemo(() => prices.data?.pages.flatMap((p) => p.data) ?? [], [prices.data]);
  const withMarket = useMemo(() => overlayMarket(series, ticks), [series, ticks]);

  // The model fields are absent (not null) below ULTRA: say what the tier adds rather than show blanks.
  if (score && score.win_probability_p1 === undefined && score.win_probability_p1_model === undefined) {
    return <TierNotice tab="overview" />;
  }
  const marketMid = match.market_price?.['1']?.mid ?? null;
  const hasModel = series.some((s) => s.model !== null && s.model !== s.p1);
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={`${match.players.p1.name} to win`} value={pct(score?.win_probability_p1)} />
        <Figure label="Model, unanchored" value={pct(score?.win_probability_p1_model)} />
        <Figure label="Market mid (p1)" value={pct(marketMid)} />
        <Figure label="Danger" value={pct(score?.danger)} />
      </dl>
      {series.length < 2 ? (
        <PaneEmpty>
          The chart fills in as points are played: {series.length === 0 ? 'no' : 'one'} probability reading so
          far.
        </PaneEmpty>
      ) : (
        <figure className="grid gap-1">
          <figcaption className="text-sm text-slate-700 dark:text-slate-300">
            {match.players.p1.name}’s win probability over {series.length} score changes
            {ticks.length > 0 ? ', with the market mid' : ''}. Dashed lines mark new sets, faint lines new
            games; red dots mark moments of high danger.
          </figcaption>
          <Suspense fallback={<PaneLoading what="the chart" />}>
            <ProbabilityChart
              series={withMarket}
              p1Name={match.players.p1.name}
              showModel={hasModel}
              showMarket={ticks.length > 0}
            />
          </Suspense>
        </figure>
      )}
      <BreakPointList match={match} />
    </div>
  );
}
