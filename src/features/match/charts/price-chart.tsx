import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatNumber } from '../../../components/number-text';
import { MISSING } from '../../../lib/missing';
import { formatOdds, type OddsFormat } from '../../../lib/odds-format';
import type { PriceLinePoint } from '../market/market-ticks';
import { domainTicks, fitDomain } from './chart-fit';
import { ChartLegend } from './chart-legend';
import { AXIS_TICK, axisTitle, scoreEventLine } from './chart-marks';
import type { ScoreEvent } from './score-events';

const pct = (v: unknown) =>
  (typeof v === 'number' ? formatNumber(v, { percent: true, decimals: 0 }) : null) ?? MISSING;
const timeLabel = (ms: number) => new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * A player's mid with bid and ask over time, oldest left, with sets and breaks marked where the score
 * changed; synthetic ticks (estimated spread) drawn as hollow dots. Loaded lazily: recharts is heavy.
 */
export default function PriceChart({
  data,
  events,
  player,
  odds,
}: {
  data: PriceLinePoint[];
  events: ScoreEvent[];
  player: string;
  odds: OddsFormat;
}) {
  const domain = fitDomain(data.flatMap((d) => [d.mid, d.bid, d.ask]));
  const from = data[0]?.at ?? 0;
  const to = data[data.length - 1]?.at ?? 0;
  const shown = events.filter((e) => e.at !== null && e.at >= from && e.at <= to);
  const o = (v: unknown) => (typeof v === 'number' ? (formatOdds(v, odds, 1) ?? MISSING) : MISSING);
  return (
    <div className="flex h-72 w-full flex-col text-slate-700 dark:text-slate-300">
      <ChartLegend
        axis={`${player} price`}
        items={[
          { label: 'Mid', colour: '#b45309' },
          { label: 'Back', colour: '#be123c', dash: '3 3' },
          { label: 'Lay', colour: '#047857', dash: '3 3' },
          { label: 'Break', colour: '#c026d3', dash: '2 3', width: 1 },
          { label: 'Set', colour: '#475569', dash: '6 3', width: 1 },
        ]}
      />
      {/* The legend may wrap on a phone: the plot takes what is left, never more. */}
      <div className="min-h-0 flex-1">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 18, right: 8, bottom: 20, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="at"
              type="number"
              domain={['dataMin', 'dataMax']}
              tickFormatter={timeLabel}
              tick={AXIS_TICK}
              label={axisTitle('Time')}
            />
            <YAxis
              domain={domain}
              ticks={domainTicks(domain)}
              tickFormatter={pct}
              tick={AXIS_TICK}
              width={44}
            />
            {domain[0] < 0.5 && domain[1] > 0.5 && (
              <ReferenceLine y={0.5} stroke="currentColor" strokeOpacity={0.5} strokeDasharray="2 2" />
            )}
            {shown.map((e) => (
              <ReferenceLine key={`${e.kind}${e.index}`} x={e.at ?? undefined} {...scoreEventLine(e)} />
            ))}
            <Tooltip formatter={(v) => o(v)} labelFormatter={(v) => new Date(Number(v)).toLocaleString()} />
            <Line
              name="Mid"
              dataKey="mid"
              stroke="#b45309"
              strokeWidth={2}
              isAnimationActive={false}
              dot={(props: { cx?: number; cy?: number; payload?: PriceLinePoint; index?: number }) =>
                props.payload?.synthetic ? (
                  <circle
                    key={props.index}
                    cx={props.cx}
                    cy={props.cy}
                    r={2.5}
                    fill="none"
                    stroke="#b45309"
                  />
                ) : (
                  <g key={props.index} />
                )
              }
            />
            <Line
              name="Lay"
              dataKey="bid"
              stroke="#047857"
              strokeDasharray="3 3"
              dot={false}
              isAnimationActive={false}
            />
            <Line
              name="Back"
              dataKey="ask"
              stroke="#be123c"
              strokeDasharray="3 3"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
