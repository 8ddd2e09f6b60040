import type { ReactNode } from 'react';
import { CartesianGrid, LineChart, ReferenceLine, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { MISSING } from '../lib/missing';
import { domainTicks, fitDomain } from './chart-fit';
import { ChartLegend, type LegendItem } from './chart-legend';
import { formatNumber } from './number-text';

/** Axis tick text in the page's colour, so both themes read it. */
const AXIS_TICK = { fill: 'currentColor', fontSize: 12 } as const;

const percent = (v: unknown) =>
  (typeof v === 'number' ? formatNumber(v, { percent: true, decimals: 0 }) : null) ?? MISSING;

/** The x-axis: which field of a row, how a tick reads, and the title under the ticks. */
export interface PercentChartX {
  key: string;
  format: (value: number) => string;
  title: string;
}

/**
 * The frame of a line chart of chances (0–1) over a numeric x: the legend above it in HTML, the grid,
 * both axes, a y-axis fitted to the data (a 92→97% move must not read flat) with an even line drawn
 * when the data straddle it. The caller draws what differs inside it: its lines, markers and tooltip
 * (recharts reads them as the chart's own children). Animation stays off: recharts redraws every
 * point of an animated chart on each update.
 */
export function PercentLineChart<T>({
  data,
  values,
  x,
  axis,
  legend,
  className,
  children,
}: {
  data: readonly T[];
  /** Every value the lines draw, so the y-axis fits all of them. */
  values: readonly (number | null | undefined)[];
  x: PercentChartX;
  /** The y-axis named above the chart, beside the legend: "Sinner to win". */
  axis: string;
  legend: readonly LegendItem[];
  /** The frame's height (a Tailwind class): the plot takes what the legend leaves. */
  className: string;
  children: ReactNode;
}) {
  const domain = fitDomain(values);
  return (
    <div className={`flex w-full flex-col text-slate-700 dark:text-slate-300 ${className}`}>
      <ChartLegend axis={axis} items={legend} />
      {/* The legend may wrap on a phone: the plot takes what is left, never more. */}
      <div className="min-h-0 flex-1">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data as T[]} margin={{ top: 18, right: 8, bottom: 20, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey={x.key}
              type="number"
              domain={['dataMin', 'dataMax']}
              tickFormatter={x.format}
              tick={AXIS_TICK}
              label={{
                value: x.title,
                position: 'insideBottom',
                offset: -12,
                fill: 'currentColor',
                fontSize: 12,
              }}
            />
            <YAxis
              domain={domain}
              ticks={domainTicks(domain)}
              tickFormatter={percent}
              tick={AXIS_TICK}
              width={44}
            />
            {domain[0] < 0.5 && domain[1] > 0.5 && (
              <ReferenceLine y={0.5} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 2" />
            )}
            {children}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
