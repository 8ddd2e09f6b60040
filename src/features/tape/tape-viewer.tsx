import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PricePointRow } from '../../../contract/history-prices';
import { ViewEmpty } from '../../components/view-states';
import { breakPointIndexes } from '../../lib/break-points';
import { pricesByRow } from '../../lib/price-at-row';
import { gamesText, pointsText, setsText } from '../../lib/score-text';
import { ChartBoundary } from './chart-boundary';
import TapeCharts from './tape-charts';
import { TapeExport } from './tape-export';
import { formatOfTape, scoreOnlyLine, tapeMeasures } from './tape-measures';
import { TapeMeasuresPanel } from './tape-measures-panel';
import { TapeMeta } from './tape-meta';
import { readAt } from './tape-params';
import { type PriceAtRow, TapeScoreboard } from './tape-scoreboard';
import { TapeScrubber } from './tape-scrubber';
import { capSeries, setEnds, tapeSeries, tiebreakBars } from './tape-series';
import { TapeTable } from './tape-table';
import type { TapeView } from './tape-view';
import { useRenderMeasure } from './use-render-measure';

/** Chart samples at most (see capSeries): keeps a five-set tape's charts inside the render budget. */
const CHART_POINTS = 200;

/** How long the scrubber rests before `?at=` is written. */
const URL_DELAY_MS = 150;

export interface TapePrices {
  /** Price rows in hand (empty while loading or refused). */
  rows: readonly PricePointRow[];
  /** Overrides the per-row quote: loading, gated, no market. */
  status: PriceAtRow | null;
  /** The overlay's notice (gate, no market, source label). */
  section: ReactNode;
  /** Every page is in: only then do the exports carry prices (never a file priced half-way). */
  complete: boolean;
}

/**
 * The shared tape viewer: meta in words, a scrubber with the state as it stood at `?at=`, the price
 * overlay when given, charts, export and the score progression table.
 */
export function TapeViewer({
  view,
  sequence,
  prices,
}: {
  view: TapeView;
  sequence: string;
  prices?: TapePrices;
}) {
  const { rows, names } = view;
  const [search, setSearch] = useSearchParams();
  const urlAt = readAt(search, rows.length);
  // The scrubber answers at once from local state; the URL follows a moment after the last step.
  // Writing it per step made the router's navigations lag behind held arrow keys and drop steps.
  const [at, setAt] = useState(urlAt);
  const urlWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    // Back/forward or a pasted link moves the scrubber; our own pending write does not bounce back.
    if (urlWrite.current === undefined) setAt(urlAt);
  }, [urlAt]);
  useEffect(() => () => clearTimeout(urlWrite.current), []);
  const onDrawn = useRenderMeasure(rows);

  // Derived once per tape: the scrubber re-renders on every step and must not recompute these.
  const series = useMemo(() => tapeSeries(rows), [rows]);
  const exportContext = useMemo(
    () => ({ names: view.names, event: view.origin.event, eventDate: view.origin.date }),
    [view],
  );
  const chartPoints = useMemo(() => capSeries(series.points, CHART_POINTS), [series]);
  const breakPoints = useMemo(() => breakPointIndexes(rows), [rows]);
  const tiebreaks = useMemo(
    () => tiebreakBars(view.tiebreaks, rows.at(-1)?.games ?? null),
    [view.tiebreaks, rows],
  );
  const priceRows = prices?.rows;
  const byRow = useMemo(() => (priceRows ? pricesByRow(rows, priceRows) : null), [rows, priceRows]);
  const bestOf = view.bestOf;
  const scoreLine = useMemo(() => scoreOnlyLine(rows, formatOfTape(rows, bestOf)), [rows, bestOf]);
  const measures = useMemo(() => tapeMeasures(rows, scoreLine), [rows, scoreLine]);
  const setLines = useMemo(() => setEnds(rows), [rows]);
  // Every chart line is strided the same way (capSeries over the same length picks the same rows).
  const scoreChart = useMemo(
    () =>
      capSeries(
        scoreLine.map((y, x) => ({ x, y })),
        CHART_POINTS,
      ),
    [scoreLine],
  );
  const marketChart = useMemo(() => {
    if (!byRow || prices?.status) return null;
    const mids = byRow.map((p, x) => ({ x, y: p?.quotes['1']?.mid ?? null }));
    return mids.some((p) => p.y !== null) ? capSeries(mids, CHART_POINTS) : null;
  }, [byRow, prices?.status]);

  // The exports carry each row's market mid once every price page is in (PRO; none below it).
  const exportPrices = !prices?.status && prices?.complete ? byRow : null;

  useEffect(() => {
    if (rows.length === 0) onDrawn();
  }, [rows, onDrawn]);

  const move = useCallback(
    (index: number) => {
      setAt(index);
      clearTimeout(urlWrite.current);
      urlWrite.current = setTimeout(() => {
        urlWrite.current = undefined;
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.set('at', String(index));
            return next;
          },
          // Scrubbing is one place in history, not one entry per step.
          { replace: true },
        );
      }, URL_DELAY_MS);
    },
    [setSearch],
  );
  const rowWords = useCallback(
    (i: number) => {
      const r = rows[i];
      return r ? `sets ${setsText(r)}, games ${gamesText(r)}, points ${pointsText(r)}` : '';
    },
    [rows],
  );

  if (rows.length === 0)
    return (
      <div className="grid gap-4">
        <TapeMeta tape={view} />
        <ViewEmpty>This tape has no rows yet.</ViewEmpty>
      </div>
    );

  const price: PriceAtRow = !prices
    ? { kind: 'hidden' }
    : (prices.status ?? { kind: 'quote', row: byRow?.[at] ?? null });

  return (
    <div className="grid gap-6">
      <TapeMeta tape={view} />
      <section
        aria-label="Time travel"
        className="grid gap-4 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
      >
        <TapeScrubber
          at={at}
          count={rows.length}
          breakPoints={breakPoints}
          rowWords={rowWords}
          onMove={move}
        />
        <TapeScoreboard row={rows[at]} index={at} names={names} price={price} />
        {prices?.section}
      </section>
      <section aria-labelledby="tape-charts-heading" className="grid gap-2">
        <h2 id="tape-charts-heading" className="text-base font-semibold">
          Charts
        </h2>
        <ChartBoundary>
          <TapeCharts
            points={chartPoints}
            modelRows={series.modelRows}
            names={names}
            tiebreaks={tiebreaks.bars}
            unobservedTiebreaks={tiebreaks.unobserved}
            onDrawn={onDrawn}
            at={at}
            setLines={setLines}
            scoreLine={scoreChart}
            market={marketChart}
          />
        </ChartBoundary>
        <TapeMeasuresPanel measures={measures} names={names} />
      </section>
      <section aria-labelledby="tape-rows-heading" className="grid gap-2">
        <h2 id="tape-rows-heading" className="text-base font-semibold">
          Score progression
        </h2>
        <TapeExport
          rows={rows}
          fileId={view.fileId}
          sequence={sequence}
          context={exportContext}
          prices={exportPrices}
        />
        <TapeTable rows={rows} names={names} at={at} onPick={move} />
      </section>
    </div>
  );
}
