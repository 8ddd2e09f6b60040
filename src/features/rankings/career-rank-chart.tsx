import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceArea,
  ReferenceDot,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { dateLabel, rankTicks, withBreaks, yearLabel, yearTicks } from './career-axis';
import { dayMs } from './career-dates';
import type { CareerGap, CareerSummary, RankPoint } from './career-stats';

interface Props {
  points: readonly RankPoint[];
  summary: CareerSummary;
  /** Stretches with no list held in the data (the service's gaps), shaded. */
  dataGaps: readonly CareerGap[];
  /** Where the line stops (out of the rankings, or no list held). */
  breaks: readonly CareerGap[];
}

/** A whole career's rank on a log axis, No. 1 at the top; breaks where no list is held. Loaded lazily. */
export default function CareerRankChart({ points, summary, dataGaps, breaks }: Props) {
  const breakFrom = new Set(breaks.map((b) => b.from));
  const rows = withBreaks(points, breakFrom, (p) => ({ rank: p.rank }), { rank: null });
  const from = dayMs(summary.first);
  const to = dayMs(summary.last);
  const worst = Math.max(...points.map((p) => p.rank));
  const ticks = rankTicks(worst);
  const gaps = dataGaps.filter((g) => dayMs(g.to) >= from && dayMs(g.from) <= to);
  return (
    <div className="h-72 w-full overflow-hidden text-slate-700 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 12, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          {gaps.map((g) => (
            <ReferenceArea
              key={g.from}
              x1={Math.max(from, dayMs(g.from))}
              x2={Math.min(to, dayMs(g.to))}
              fill="currentColor"
              fillOpacity={0.1}
              ifOverflow="hidden"
            />
          ))}
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[from, to]}
            ticks={yearTicks(from, to)}
            tickFormatter={yearLabel}
            tick={{ fill: 'currentColor', fontSize: 12 }}
          />
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
          <ReferenceLine y={1} stroke="#b45309" strokeDasharray="4 3" ifOverflow="extendDomain" />
          <Tooltip
            labelFormatter={(t) => `Week of ${dateLabel(Number(t))}`}
            formatter={(v) => [`No. ${v}`, 'Rank']}
          />
          <Line
            name="Rank"
            dataKey="rank"
            stroke="#4f46e5"
            strokeWidth={1.5}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
          <ReferenceDot
            x={dayMs(summary.bestFirst)}
            y={summary.best}
            r={5}
            fill="#b45309"
            stroke="white"
            ifOverflow="extendDomain"
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
