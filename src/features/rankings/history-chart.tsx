import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistoryPoint } from './use-player-history';

interface Props {
  points: readonly HistoryPoint[];
  valueLabel: string;
  /** Rank charts put 1 at the top. */
  reversed?: boolean;
}

/** One player's values over time; nulls break the line (no record is not a value). Loaded lazily. */
export default function HistoryChart({ points, valueLabel, reversed = false }: Props) {
  return (
    <div className="h-64 w-full text-slate-700 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={[...points]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="date" tick={{ fill: 'currentColor', fontSize: 12 }} minTickGap={24} />
          <YAxis
            reversed={reversed}
            domain={['auto', 'auto']}
            allowDecimals={false}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            width={52}
          />
          <Tooltip />
          <Line
            name={valueLabel}
            dataKey="value"
            stroke="#4f46e5"
            strokeWidth={2}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
