import { memo, type ReactNode, useEffect, useMemo } from 'react';
import { formatProbability } from '../../lib/probability';
import { type LinePoint, SvgLineChart } from './svg-line-chart';
import type { SeriesPoint, TiebreakBar } from './tape-series';

const pct = (v: number) => formatProbability(v) ?? '';
const whole = (v: number) => (v > 0 ? `+${v}` : String(v));
const PROBABILITY_TICKS = [0, 0.25, 0.5, 0.75, 1];
// Blue and orange read apart for most colour vision and hold contrast on both themes.
const P1_COLOUR = '#2563eb';
const P2_COLOUR = '#ea580c';
// The market reads apart from both sides' colours, dashed as well so it never hangs on hue alone.
const MARKET_COLOUR = '#16a34a';

/** The momentum axis: always holds zero, and has room when the match never left it. */
export function momentumAxis(points: readonly SeriesPoint[]): { min: number; max: number; ticks: number[] } {
  let min = 0;
  let max = 0;
  for (const p of points) {
    if (p.momentum < min) min = p.momentum;
    if (p.momentum > max) max = p.momentum;
  }
  if (min === max) return { min: -1, max: 1, ticks: [-1, 0, 1] };
  return { min, max, ticks: [...new Set([min, 0, max])] };
}

/** Each observed tiebreak's final score as a pair of bars (HTML, so the labels stay readable). */
function TiebreakBars({ bars, names }: { bars: TiebreakBar[]; names: readonly [string, string] }) {
  const top = Math.max(7, ...bars.flatMap((b) => [b.p1, b.p2]));
  return (
    <div className="grid gap-2" role="img" aria-label="Final score of each observed tiebreak">
      <div
        className="flex h-36 items-end gap-4 border-b border-slate-300 px-2 dark:border-slate-700"
        aria-hidden="true"
      >
        {bars.map((b) => (
          <div key={b.label} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
            <div className="flex h-full w-full items-end justify-center gap-1">
              {[b.p1, b.p2].map((v, i) => (
                <div
                  // Two bars per set, p1 then p2: position is the identity.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={i}
                  className="flex h-full w-1/3 max-w-8 flex-col items-center justify-end text-xs"
                >
                  {/* The count sits above its bar in the page's text colour: inside a short bar (a
                      tiebreak lost 7-0) white text fell on the page and failed contrast. */}
                  <span>{v}</span>
                  <span
                    className="w-full rounded-t"
                    // Room for the count above the tallest bar.
                    style={{
                      height: `max(0px, calc(${(v / top) * 100}% - 1rem))`,
                      background: i === 0 ? P1_COLOUR : P2_COLOUR,
                    }}
                  />
                </div>
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="flex gap-4 px-2 text-xs" aria-hidden="true">
        {bars.map((b) => (
          <span key={b.label} className="flex-1 text-center">
            {b.label}
          </span>
        ))}
      </div>
      <p className="flex flex-wrap gap-x-4 text-xs" aria-hidden="true">
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm" style={{ background: P1_COLOUR }} />
          {names[0]}
        </span>
        <span>
          <span className="mr-1 inline-block size-2.5 rounded-sm" style={{ background: P2_COLOUR }} />
          {names[1]}
        </span>
      </p>
    </div>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</figcaption>
      {children}
    </figure>
  );
}

function Legend({ model, market }: { model: string; market: string }) {
  return (
    <p className="flex flex-wrap gap-x-4 text-xs" aria-hidden="true">
      <span>
        <span className="mr-1 inline-block h-0.5 w-4 align-middle" style={{ background: P1_COLOUR }} />
        {model}
      </span>
      <span>
        <span
          className="mr-1 inline-block h-0 w-4 border-t-2 border-dashed align-middle"
          style={{ borderColor: MARKET_COLOUR }}
        />
        {market}
      </span>
    </p>
  );
}

/**
 * The tape's charts: win probability (the model's, or from the score alone where the tape carries
 * none) with the market mid beside it when the prices are in hand, momentum, tiebreak scores, drawn
 * as plain SVG and HTML (see svg-line-chart), with the selected row and each set's end marked.
 * `onDrawn` fires on the frame after the charts commit, which is where the render measure ends.
 */
function TapeCharts({
  points,
  modelRows,
  names,
  tiebreaks,
  unobservedTiebreaks,
  onDrawn,
  at,
  setLines,
  scoreLine,
  market,
}: {
  points: SeriesPoint[];
  modelRows: number;
  names: readonly [string, string];
  tiebreaks: TiebreakBar[];
  unobservedTiebreaks: string[];
  onDrawn: () => void;
  /** The selected row (the scrubber's). */
  at: number;
  setLines: readonly { x: number; label: string }[];
  /** Side 1's chance from the score alone, drawn where the tape has no model rows. */
  scoreLine: readonly LinePoint[];
  /** Side 1's market mid per charted row, or null when no prices are in hand. */
  market: readonly LinePoint[] | null;
}) {
  useEffect(() => {
    const id = requestAnimationFrame(() => onDrawn());
    return () => cancelAnimationFrame(id);
  }, [onDrawn]);

  const probability = useMemo(() => points.map((p) => ({ x: p.index, y: p.p1 })), [points]);
  const momentum = useMemo(() => points.map((p) => ({ x: p.index, y: p.momentum })), [points]);
  const axis = useMemo(() => momentumAxis(points), [points]);
  const overlay = useMemo(
    () => (market ? { points: market, colour: MARKET_COLOUR, name: 'market mid' } : null),
    [market],
  );
  const fromScore = modelRows === 0;

  return (
    <div className="grid gap-6 text-slate-700 lg:grid-cols-2 dark:text-slate-300" data-testid="tape-charts">
      <Frame
        title={fromScore ? `${names[0]} chance to win, from the score alone` : `${names[0]} win probability`}
      >
        <SvgLineChart
          points={fromScore ? scoreLine : probability}
          yMin={0}
          yMax={1}
          yTicks={PROBABILITY_TICKS}
          formatY={pct}
          reference={0.5}
          colour={P1_COLOUR}
          seriesName={fromScore ? `${names[0]} chance from the score` : `${names[0]} win probability`}
          label={`${names[0]} ${fromScore ? 'chance to win from the score alone' : 'win probability'} by row`}
          cursor={at}
          markers={setLines}
          overlay={overlay}
        />
        {overlay ? (
          <Legend model={fromScore ? 'from the score' : 'model'} market={`market mid for ${names[0]}`} />
        ) : null}
        {fromScore ? (
          <p className="text-xs">
            This tape carries no model probability, so the line is the chance from the score alone (see How
            the match swung).
          </p>
        ) : null}
      </Frame>
      <Frame title={`Momentum: points won by ${names[0]} minus ${names[1]}`}>
        <SvgLineChart
          points={momentum}
          yMin={axis.min}
          yMax={axis.max}
          yTicks={axis.ticks}
          formatY={whole}
          reference={0}
          colour={P1_COLOUR}
          seriesName="points-won difference"
          label="Running points-won difference by row"
          cursor={at}
          markers={setLines}
        />
      </Frame>
      <Frame title="Tiebreak scores">
        {tiebreaks.length === 0 ? (
          <p className="text-sm">No tiebreak with an observed closing point on this tape.</p>
        ) : (
          <TiebreakBars bars={tiebreaks} names={names} />
        )}
        {tiebreaks.length > 0 && (
          <ul className="text-sm">
            {tiebreaks.map((t) => (
              <li key={t.label}>
                {t.label}: {names[0]} {t.p1}–{t.p2} {names[1]}
              </li>
            ))}
          </ul>
        )}
        {unobservedTiebreaks.length > 0 && (
          <p className="text-sm">
            {unobservedTiebreaks.join(', ')}: a tiebreak was played but its closing point was never observed.
          </p>
        )}
      </Frame>
    </div>
  );
}

// Memoized: the viewer re-renders for more than the scrubber; the charts follow only their props (the
// lines are built once per series inside the chart, so a step moves only the cursor).
export default memo(TapeCharts);
