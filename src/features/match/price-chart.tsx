import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Price } from '../../../contract/market';
import { formatNumber } from '../../components/number-text';
import { MISSING } from '../../lib/missing';

const pct = (v: unknown) =>
  (typeof v === 'number' ? formatNumber(v, { percent: true, decimals: 1 }) : null) ?? MISSING;

/** p1's mid with bid and ask over time, oldest left; synthetic ticks drawn as hollow dots. Loaded lazily. */
export default function PriceChart({ ticks }: { ticks: Price[] }) {
  const data = ticks
    .filter((t) => t.side === 1 && t.timestamp)
    .map((t) => ({
      at: Date.parse(t.timestamp as string),
      mid: t.mid,
      bid: t.bid ?? null,
      ask: t.ask ?? null,
      synthetic: t.synthetic === true,
    }))
    .sort((a, b) => a.at - b.at);
  return (
    <div className="h-64 w-full text-slate-700 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="at"
            type="number"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(v) => new Date(v).toLocaleTimeString()}
            tick={{ fill: 'currentColor', fontSize: 12 }}
          />
          <YAxis
            domain={['auto', 'auto']}
            tickFormatter={pct}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            width={48}
          />
          <Tooltip formatter={(v) => pct(v)} labelFormatter={(v) => new Date(Number(v)).toLocaleString()} />
          <Legend />
          <Line
            name="Mid"
            dataKey="mid"
            stroke="#b45309"
            isAnimationActive={false}
            dot={(props: { cx?: number; cy?: number; payload?: { synthetic: boolean }; index?: number }) =>
              props.payload?.synthetic ? (
                <circle key={props.index} cx={props.cx} cy={props.cy} r={2.5} fill="none" stroke="#b45309" />
              ) : (
                <g key={props.index} />
              )
            }
          />
          <Line
            name="Bid"
            dataKey="bid"
            stroke="#047857"
            strokeDasharray="3 3"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            name="Ask"
            dataKey="ask"
            stroke="#be123c"
            strokeDasharray="3 3"
            dot={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
