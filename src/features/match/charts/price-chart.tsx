import { Line, ReferenceLine, Tooltip } from 'recharts';
import { PercentLineChart } from '../../../components/percent-line-chart';
import { MISSING } from '../../../lib/missing';
import { formatOdds, type OddsFormat } from '../../../lib/odds-format';
import type { PriceLinePoint } from '../market/market-ticks';
import { clockTick, SCORE_EVENT_LEGEND, scoreEventLine } from './chart-marks';
import type { ScoreEvent } from './score-events';

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
  const from = data[0]?.at ?? 0;
  const to = data[data.length - 1]?.at ?? 0;
  const shown = events.filter((e) => e.at !== null && e.at >= from && e.at <= to);
  const o = (v: unknown) => (typeof v === 'number' ? (formatOdds(v, odds, 1) ?? MISSING) : MISSING);
  return (
    <PercentLineChart
      className="h-72"
      data={data}
      values={data.flatMap((d) => [d.mid, d.bid, d.ask])}
      x={{ key: 'at', format: clockTick, title: 'Time' }}
      axis={`${player} price`}
      legend={[
        { label: 'Mid', colour: '#b45309' },
        { label: 'Back', colour: '#be123c', dash: '3 3' },
        { label: 'Lay', colour: '#047857', dash: '3 3' },
        ...SCORE_EVENT_LEGEND,
      ]}
    >
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
            <circle key={props.index} cx={props.cx} cy={props.cy} r={2.5} fill="none" stroke="#b45309" />
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
    </PercentLineChart>
  );
}
