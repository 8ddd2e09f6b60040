import { useInfiniteQuery } from '@tanstack/react-query';
import { lazy, memo, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { MatchDetail } from '../../../../contract/match';
import type { Score } from '../../../../contract/score';
import { AbsentValue } from '../../../components/absent-value';
import { ChartFigure } from '../../../components/chart-figure';
import { SelectField } from '../../../components/select-field';
import { formatOdds } from '../../../lib/odds-format';
import { useOddsFormat } from '../../../lib/odds-format-store';
import { formatImportance, IMPORTANCE_EXPLANATION } from '../../../lib/point-importance';
import { whenIdle } from '../../../lib/when-idle';
import { WhatIfMatrix } from '../../../match-views/what-if-matrix';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { probabilitySummary } from '../charts/chart-summary';
import type { ChartPoint, ChartX } from '../charts/probability-chart';
import { overlayMarket } from '../charts/probability-series';
import { isBreakPoint, scoreEvents } from '../charts/score-events';
import { useScoreSeries } from '../charts/use-score-series';
import { PaneEmpty, PaneLoading, TierNotice } from '../match-states';
import { BreakPointList } from '../points/break-point-list';
import { useMatchFormat } from '../use-match-format';

// recharts is loaded only where a chart is shown, so it stays out of the first bundle. The tab asks
// for it in the first idle moment after it mounts, not when the tape lands: the tape comes later (it
// is read, then checked in the contract worker), and recharts' evaluation (120-190 ms at a phone's
// 4x slowdown) then ran beside the chart's first render, where a tap waited behind both.
let chartModule: ReturnType<typeof importChart> | null = null;
const importChart = () => import('../charts/probability-chart');
const loadChart = () => {
  chartModule ??= importChart().catch((error: unknown) => {
    // A failed load is forgotten, so the chart's own load tries again.
    chartModule = null;
    throw error;
  });
  return chartModule;
};
// Memoised: the tab re-renders with the URL (a tab tapped, the x-axis chosen) and the score, and
// recharts redraws every line and marker of a chart it is handed again, even with the same data.
const ProbabilityChart = memo(lazy(loadChart));

const X_OPTIONS = [
  { key: 'points', label: 'Score changes' },
  { key: 'time', label: 'Time' },
] as const;

function Figure({ label, value, hint }: { label: string; value: string | null; hint?: string }) {
  return (
    <div
      className={`rounded-md border border-slate-200 p-2 dark:border-slate-800 ${hint ? 'cursor-help' : ''}`}
      title={hint}
    >
      <dt className="text-xs text-slate-600 dark:text-slate-300">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value ?? <AbsentValue />}</dd>
    </div>
  );
}

/** Overview: the current probabilities, the what-if matrix and the win-probability chart. */
export function OverviewTab({ match, score }: { match: MatchDetail; score: Score | null }) {
  const odds = useOddsFormat();
  const [params, setParams] = useSearchParams();
  const x: ChartX = params.get('x') === 'time' ? 'time' : 'points';
  const series = useScoreSeries(match, score);
  const format = useMatchFormat(match, score);
  // market_price is absent below PRO: only then is the prices read worth a request.
  const marketOpen = match.market_price !== undefined && match.has_market;
  const prices = useInfiniteQuery({
    ...matchTabQueries.prices(match.id, { limit: 500 }),
    enabled: marketOpen,
  });
  const ticks = useMemo(() => prices.data?.pages.flatMap((p) => p.data) ?? [], [prices.data]);
  const data = useMemo<ChartPoint[]>(
    () =>
      overlayMarket(series, ticks).map((s, index) => ({
        ...s,
        index,
        breakPoint: isBreakPoint(s.score, format),
      })),
    [series, ticks, format],
  );
  const events = useMemo(() => scoreEvents(data), [data]);
  const p1Name = match.players.p1.name;
  const p2Name = match.players.p2.name;
  const names = useMemo<[string, string]>(() => [p1Name, p2Name], [p1Name, p2Name]);
  const summary = useMemo(() => probabilitySummary(data, events, names), [data, events, names]);
  // Only a key that sees probabilities draws the chart (the tape's read has the same condition).
  const charted = score?.win_probability_p1 !== undefined;
  useEffect(() => {
    if (!charted) return;
    return whenIdle(() => void loadChart().catch(() => {}));
  }, [charted]);

  // The model fields are absent (not null) below ULTRA: say what the tier adds rather than show blanks.
  if (score && score.win_probability_p1 === undefined && score.win_probability_p1_model === undefined) {
    return <TierNotice tab="overview" />;
  }
  const marketMid = match.market_price?.['1']?.mid ?? null;
  const o = (v: number | null | undefined) => formatOdds(v, odds, 1);
  const hasModel = data.some((s) => s.model !== null && s.model !== s.p1);
  const hasMarket = data.some((s) => s.market !== null);
  const timeKnown = data.filter((s) => s.at !== null).length >= 2;
  return (
    <div className="grid gap-4">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Figure label={`${names[0]} to win (model)`} value={o(score?.win_probability_p1)} />
        <Figure label="Model, unanchored" value={o(score?.win_probability_p1_model)} />
        <Figure label={`Market mid, ${names[0]}`} value={o(marketMid)} />
        {/* A swing in probability, not a price: never shown as odds. */}
        <Figure
          label="Point importance"
          value={formatImportance(score?.danger)}
          hint={IMPORTANCE_EXPLANATION}
        />
      </dl>
      <WhatIfMatrix match={match} score={score} />
      {data.length < 2 ? (
        <PaneEmpty>
          The chart fills in as points are played: {data.length === 0 ? 'no' : 'one'} probability reading so
          far.
        </PaneEmpty>
      ) : (
        <ChartFigure
          caption={`${names[0]}’s win probability over ${data.length} score changes. Solid: the model; long dashes: the model before the market anchor; short dashes: the market mid. Red dots are break points; upright lines mark breaks and sets, faint ones new games.`}
          controls={
            timeKnown && (
              <SelectField
                label="Across"
                compact
                inline
                value={x}
                options={X_OPTIONS}
                onChange={(next) =>
                  setParams(
                    (prev) => {
                      const p = new URLSearchParams(prev);
                      if (next === 'time') p.set('x', 'time');
                      else p.delete('x');
                      return p;
                    },
                    { replace: true },
                  )
                }
              />
            )
          }
          loading={<PaneLoading what="the chart" />}
          summary={summary}
          summaryTestId="chart-summary"
        >
          <ProbabilityChart
            data={data}
            events={events}
            names={names}
            x={timeKnown ? x : 'points'}
            odds={odds}
            showModel={hasModel}
            showMarket={hasMarket}
          />
        </ChartFigure>
      )}
      <BreakPointList match={match} />
    </div>
  );
}
