import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceDot,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { dateLabel, yearLabel, yearTicks } from './career-axis';
import { dayMs } from './career-dates';
import type { EloPoint, Ladder, LadderPeak } from './elo-career-stats';

const LADDER_STYLE: Record<Ladder, { label: string; color: string; dash?: string }> = {
  overall: { label: 'Overall', color: '#4f46e5' },
  hard: { label: 'Hard', color: '#0369a1', dash: '6 3' },
  clay: { label: 'Clay', color: '#c2410c', dash: '2 2' },
  grass: { label: 'Grass', color: '#15803d', dash: '8 3 2 3' },
};

interface Props {
  series: Partial<Record<Ladder, EloPoint[]>>;
  peaks: LadderPeak[];
}

/** Elo per ladder over a career, each rating held until the next (steps); peaks marked. Loaded lazily. */
export default function EloCareerChart({ series, peaks }: Props) {
  const ladders = (Object.keys(series) as Ladder[]).filter((l) => (series[l]?.length ?? 0) > 0);
  const all = ladders.flatMap((l) => series[l] ?? []);
  const from = Math.min(...all.map((p) => dayMs(p.date)));
  const to = Math.max(...all.map((p) => dayMs(p.date)));
  const lo = Math.floor(Math.min(...all.map((p) => p.rating)) / 50) * 50;
  const hi = Math.ceil(Math.max(...all.map((p) => p.rating)) / 50) * 50;
  return (
    <div className="h-80 w-full overflow-hidden text-slate-700 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart margin={{ top: 12, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[from, to]}
            ticks={yearTicks(from, to)}
            tickFormatter={yearLabel}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            allowDuplicatedCategory={false}
          />
          <YAxis
            type="number"
            domain={[lo, hi]}
            allowDecimals={false}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            width={48}
          />
          <Tooltip
            labelFormatter={(t) => `Week of ${dateLabel(Number(t))}`}
            formatter={(v) => (typeof v === 'number' ? v.toFixed(1) : String(v))}
          />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          {ladders.map((l) => (
            <Line
              key={l}
              name={LADDER_STYLE[l].label}
              data={(series[l] ?? []).map((p) => ({ t: dayMs(p.date), elo: p.rating }))}
              dataKey="elo"
              type="stepAfter"
              stroke={LADDER_STYLE[l].color}
              strokeDasharray={LADDER_STYLE[l].dash}
              strokeWidth={l === 'overall' ? 2 : 1.25}
              dot={false}
              isAnimationActive={false}
            />
          ))}
          {peaks.map((p) => (
            <ReferenceDot
              key={p.ladder}
              x={dayMs(p.date)}
              y={p.rating}
              r={p.ladder === 'overall' ? 6 : 4}
              fill={LADDER_STYLE[p.ladder].color}
              stroke="white"
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
