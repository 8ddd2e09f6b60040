import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { dateLabel, rankTicks, yearLabel, yearTicks } from './career-axis';
import type { CompareAxis } from './rankings-url';

/** One player's line: x (time in ms, or age in years) and value; a null value breaks the line. */
export interface CompareLine {
  name: string;
  color: string;
  dash?: string;
  rows: { x: number; v: number | null }[];
}

interface Props {
  lines: readonly CompareLine[];
  kind: 'rank' | 'elo';
  axis: CompareAxis;
}

const ageTicks = (from: number, to: number) => {
  const out: number[] = [];
  const step = to - from > 24 ? 4 : 2;
  for (let a = Math.ceil(from / step) * step; a <= to; a += step) out.push(a);
  return out;
};

/** Up to four careers on one axis: rank (log, No. 1 on top) or Elo, by date or by age. Loaded lazily. */
export default function CompareChart({ lines, kind, axis }: Props) {
  const xs = lines.flatMap((l) => l.rows.map((r) => r.x));
  const vs = lines.flatMap((l) => l.rows.flatMap((r) => (r.v === null ? [] : [r.v])));
  if (xs.length === 0 || vs.length === 0) return null;
  const from = Math.min(...xs);
  const to = Math.max(...xs);
  const worst = Math.max(...vs);
  const ticks = rankTicks(worst);
  const lo = Math.floor(Math.min(...vs) / 100) * 100;
  const hi = Math.ceil(Math.max(...vs) / 100) * 100;
  const eloTicks = Array.from({ length: (hi - lo) / 100 + 1 }, (_, i) => lo + i * 100);
  const xLabel = (x: number) => (axis === 'age' ? `${Math.floor(x)}` : yearLabel(x));
  return (
    <div className="h-80 w-full overflow-hidden text-slate-700 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart margin={{ top: 12, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="x"
            type="number"
            scale={axis === 'date' ? 'time' : 'linear'}
            domain={[from, to]}
            ticks={axis === 'date' ? yearTicks(from, to) : ageTicks(from, to)}
            tickFormatter={xLabel}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            allowDuplicatedCategory={false}
          />
          {kind === 'rank' ? (
            <YAxis
              type="number"
              scale="log"
              domain={[1, ticks.at(-1) ?? worst]}
              reversed
              ticks={ticks}
              allowDataOverflow
              tick={{ fill: 'currentColor', fontSize: 12 }}
              width={44}
            />
          ) : (
            <YAxis
              type="number"
              domain={[lo, hi]}
              ticks={eloTicks}
              allowDecimals={false}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              width={48}
            />
          )}
          {kind === 'rank' && (
            <ReferenceLine y={1} stroke="currentColor" strokeOpacity={0.6} strokeDasharray="4 3" />
          )}
          <Tooltip
            labelFormatter={(x) =>
              axis === 'age' ? `Age ${Number(x).toFixed(1)}` : `Week of ${dateLabel(Number(x))}`
            }
            formatter={(v) =>
              typeof v === 'number' ? (kind === 'rank' ? `No. ${v}` : v.toFixed(1)) : String(v)
            }
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {lines.map((l) => (
            <Line
              key={l.name}
              name={l.name}
              data={l.rows}
              dataKey="v"
              type="linear"
              stroke={l.color}
              strokeDasharray={l.dash}
              strokeWidth={1.75}
              dot={kind === 'elo' ? { r: 2.5 } : false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
