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
import { formatNumber } from '../../components/number-text';
import { MISSING } from '../../lib/missing';
import type { ProbabilitySample } from './probability-series';

/** Danger at or above this is marked on the line (the model's own scale, 0 to 1). */
export const DANGER_MARK = 0.5;

const pct = (v: unknown) =>
  (typeof v === 'number' ? formatNumber(v, { percent: true, decimals: 0 }) : null) ?? MISSING;

interface Marker {
  index: number;
  label: string;
  /** A new set (strong line) or a new game inside a set (faint line). */
  kind: 'set' | 'game';
}

/** Indexes where a new set or a new game starts, for the markers on the chart. */
export function boundaries(series: readonly ProbabilitySample[]): Marker[] {
  const out: Marker[] = [];
  let lastSet = '';
  let lastGame = '';
  series.forEach((s, index) => {
    const [set = '', game = ''] = s.setGame.split(' ');
    if (index > 0 && set && set !== lastSet) out.push({ index, label: set, kind: 'set' });
    else if (index > 0 && game && game !== lastGame) out.push({ index, label: game, kind: 'game' });
    lastSet = set;
    lastGame = game;
  });
  return out;
}

/** The p1 win-probability line (with the model's unanchored line and the market mid when known). Loaded lazily: recharts is heavy. */
export default function ProbabilityChart({
  series,
  p1Name,
  showModel,
  showMarket,
}: {
  series: ProbabilitySample[];
  p1Name: string;
  showModel: boolean;
  showMarket: boolean;
}) {
  const data = series.map((s, index) => ({ ...s, index }));
  return (
    <div className="h-64 w-full text-slate-700 dark:text-slate-300">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="index" tick={{ fill: 'currentColor', fontSize: 12 }} label={undefined} />
          <YAxis
            domain={[0, 1]}
            tickFormatter={pct}
            tick={{ fill: 'currentColor', fontSize: 12 }}
            width={40}
          />
          <ReferenceLine y={0.5} stroke="currentColor" strokeOpacity={0.4} />
          {boundaries(series).map((m) =>
            m.kind === 'set' ? (
              <ReferenceLine
                key={m.index}
                x={m.index}
                stroke="#64748b"
                strokeDasharray="4 2"
                label={m.label}
              />
            ) : (
              <ReferenceLine key={m.index} x={m.index} stroke="#94a3b8" strokeOpacity={0.35} />
            ),
          )}
          <Tooltip
            formatter={(v) => pct(v)}
            labelFormatter={(i) => {
              const s = series[Number(i)];
              return s ? `${s.setGame}${s.danger !== null ? ` · danger ${pct(s.danger)}` : ''}` : '';
            }}
          />
          <Legend />
          <Line
            name={`${p1Name} win probability`}
            dataKey="p1"
            stroke="#0369a1"
            dot={(props: { cx?: number; cy?: number; index?: number; payload?: ProbabilitySample }) =>
              (props.payload?.danger ?? 0) >= DANGER_MARK ? (
                <circle key={props.index} cx={props.cx} cy={props.cy} r={3} fill="#be123c" />
              ) : (
                <g key={props.index} />
              )
            }
            isAnimationActive={false}
            connectNulls={false}
          />
          {showModel && (
            <Line
              name="Model (unanchored)"
              dataKey="model"
              stroke="#7c3aed"
              strokeDasharray="5 3"
              dot={false}
              isAnimationActive={false}
            />
          )}
          {showMarket && (
            <Line name="Market mid" dataKey="market" stroke="#b45309" dot={false} isAnimationActive={false} />
          )}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
