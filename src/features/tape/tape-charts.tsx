import { memo, type ReactNode, useEffect } from 'react';
import {
  Bar,
  BarChart,
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
import type { SeriesPoint, TiebreakBar } from './tape-series';

const pct = (v: unknown) => (typeof v === 'number' ? `${Math.round(v * 100)}%` : '—');
const TICK = { fill: 'currentColor', fontSize: 12 };
// Blue and orange read apart for most colour vision and hold contrast on both themes.
const P1_COLOUR = '#2563eb';
const P2_COLOUR = '#ea580c';

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold text-slate-800 dark:text-slate-200">{title}</figcaption>
      {children}
    </figure>
  );
}

/**
 * The tape's charts: win probability, momentum, tiebreak scores. Loaded lazily (recharts is heavy),
 * animation off (a redraw per update otherwise). `onDrawn` fires on the frame after the charts
 * commit, which is where the render measure ends.
 */
function TapeCharts({
  points,
  modelRows,
  names,
  tiebreaks,
  unobservedTiebreaks,
  onDrawn,
}: {
  points: SeriesPoint[];
  modelRows: number;
  names: readonly [string, string];
  tiebreaks: TiebreakBar[];
  unobservedTiebreaks: string[];
  onDrawn: () => void;
}) {
  useEffect(() => {
    const id = requestAnimationFrame(() => onDrawn());
    return () => cancelAnimationFrame(id);
  }, [onDrawn]);

  return (
    <div className="grid gap-6 text-slate-700 lg:grid-cols-2 dark:text-slate-300" data-testid="tape-charts">
      <Frame title={`${names[0]} win probability`}>
        {modelRows === 0 ? (
          <p className="text-sm">No model rows for this tape: the model did not run on any returned row.</p>
        ) : (
          <div className="h-56 w-full" role="img" aria-label={`${names[0]} win probability by row`}>
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
                <XAxis
                  dataKey="index"
                  type="number"
                  domain={[0, 'dataMax']}
                  allowDecimals={false}
                  tick={TICK}
                />
                <YAxis domain={[0, 1]} tickFormatter={pct} tick={TICK} width={40} />
                <ReferenceLine y={0.5} stroke="currentColor" strokeOpacity={0.4} />
                <Tooltip formatter={(v) => pct(v)} labelFormatter={(i) => `Row ${i}`} />
                <Line
                  dataKey="p1"
                  name={`${names[0]} win probability`}
                  stroke={P1_COLOUR}
                  dot={false}
                  isAnimationActive={false}
                  connectNulls={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        )}
      </Frame>
      <Frame title={`Momentum: points won by ${names[0]} minus ${names[1]}`}>
        <div className="h-56 w-full" role="img" aria-label="Running points-won difference by row">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
              <XAxis
                dataKey="index"
                type="number"
                domain={[0, 'dataMax']}
                allowDecimals={false}
                tick={TICK}
              />
              <YAxis tick={TICK} width={40} allowDecimals={false} />
              <ReferenceLine y={0} stroke="currentColor" strokeOpacity={0.4} />
              <Tooltip labelFormatter={(i) => `Row ${i}`} />
              <Line
                dataKey="momentum"
                name="Points-won difference"
                stroke={P1_COLOUR}
                dot={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </Frame>
      <Frame title="Tiebreak scores">
        {tiebreaks.length === 0 ? (
          <p className="text-sm">No tiebreak with an observed closing point on this tape.</p>
        ) : (
          <div className="h-48 w-full" role="img" aria-label="Final score of each observed tiebreak">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={tiebreaks} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
                <XAxis dataKey="label" tick={TICK} />
                <YAxis tick={TICK} width={32} allowDecimals={false} />
                <Tooltip />
                <Legend />
                <Bar dataKey="p1" name={names[0]} fill={P1_COLOUR} isAnimationActive={false} />
                <Bar dataKey="p2" name={names[1]} fill={P2_COLOUR} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
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

// Memoized: the scrubber re-renders the viewer on every step, and the charts do not depend on it.
export default memo(TapeCharts);
