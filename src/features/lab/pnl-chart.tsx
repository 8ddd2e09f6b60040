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
import { formatPnl } from './lab-format';
import type { CurvePoint } from './lab-summary';

/** Recharts draws every point as SVG: past this many trades the curve keeps every n-th (and the last). */
const MAX_POINTS = 600;

function thin(curve: readonly CurvePoint[]): CurvePoint[] {
  if (curve.length <= MAX_POINTS) return [{ n: 0, pnl: 0 }, ...curve];
  const step = Math.ceil(curve.length / MAX_POINTS);
  const kept = curve.filter((_, i) => i % step === step - 1 || i === curve.length - 1);
  return [{ n: 0, pnl: 0 }, ...kept];
}

/** The running P&L, trade by trade in entry order, from 0 before the first. */
export function PnlChart({ curve }: { curve: readonly CurvePoint[] }) {
  const data = thin(curve);
  const low = Math.min(0, ...curve.map((p) => p.pnl));
  const high = Math.max(0, ...curve.map((p) => p.pnl));
  const end = curve.at(-1)?.pnl ?? 0;
  return (
    <figure className="grid gap-1">
      <figcaption className="text-sm font-semibold">P&amp;L after each trade</figcaption>
      <p className="sr-only">
        After {curve.length} trades the P&amp;L is {formatPnl(end)}; its lowest point was {formatPnl(low)} and
        its highest {formatPnl(high)}.
      </p>
      <div className="h-64 w-full text-slate-700 dark:text-slate-300" data-testid="lab-pnl-chart">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={data} margin={{ top: 8, right: 12, bottom: 16, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="n"
              type="number"
              domain={[0, Math.max(1, curve.length)]}
              allowDecimals={false}
              tick={{ fill: 'currentColor', fontSize: 12 }}
              label={{
                value: 'Trades, in order of entry',
                position: 'insideBottom',
                offset: -8,
                fill: 'currentColor',
                fontSize: 12,
              }}
            />
            <YAxis
              tick={{ fill: 'currentColor', fontSize: 12 }}
              width={52}
              allowDecimals={false}
              tickFormatter={(v: number) => formatPnl(v).replace(/\.\d+$/, '')}
            />
            <ReferenceLine y={0} stroke="currentColor" strokeOpacity={0.5} />
            <Tooltip
              labelFormatter={(n) => (Number(n) === 0 ? 'Before the first trade' : `After trade ${n}`)}
              formatter={(v) => [formatPnl(Number(v)), 'P&L']}
              contentStyle={{ color: '#0f172a' }}
            />
            <Line
              dataKey="pnl"
              name="P&L"
              stroke="#4f46e5"
              strokeWidth={1.75}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
