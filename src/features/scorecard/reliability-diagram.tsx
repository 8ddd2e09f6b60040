import type { Score } from './calibration';

interface Props {
  title: string;
  live: Score;
  baseline: Score;
  liveLabel: string;
}

const SIZE = 240;
const PAD = 32;
// Room on the left for the tick labels and, left of them, the rotated axis title.
const LEFT = 48;
const scale = (v: number) => LEFT + v * (SIZE - LEFT - PAD);
const flip = (v: number) => SIZE - PAD - v * (SIZE - 2 * PAD);

/**
 * Forecast (x) against how often player 1 went on to win (y) in ten bins; a calibrated forecaster
 * sits on the diagonal. Dot area follows the bin's count. Drawn as plain SVG: at most twenty dots.
 */
export function ReliabilityDiagram({ title, live, baseline, liveLabel }: Props) {
  const most = Math.max(1, ...live.bins.map((b) => b.count), ...baseline.bins.map((b) => b.count));
  const radius = (count: number) => 2 + 8 * Math.sqrt(count / most);
  const dots = (s: Score, cls: string, shape: 'circle' | 'square') =>
    s.bins.map((b) => {
      if (b.meanForecast === null || b.observed === null) return null;
      const r = radius(b.count);
      const x = scale(b.meanForecast);
      const y = flip(b.observed);
      return shape === 'circle' ? (
        <circle key={b.from} cx={x} cy={y} r={r} className={cls} />
      ) : (
        <rect key={b.from} x={x - r / 1.4} y={y - r / 1.4} width={r * 1.4} height={r * 1.4} className={cls} />
      );
    });
  return (
    <figure className="grid gap-1">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        className="w-full max-w-xs text-slate-700 dark:text-slate-300"
        role="img"
        aria-label={`${title}: forecast against outcome in ten bins; the numbers are in the table below.`}
      >
        <rect
          x={LEFT}
          y={PAD}
          width={SIZE - LEFT - PAD}
          height={SIZE - 2 * PAD}
          fill="none"
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        <line
          x1={scale(0)}
          y1={flip(0)}
          x2={scale(1)}
          y2={flip(1)}
          stroke="currentColor"
          strokeDasharray="4 3"
          strokeOpacity={0.6}
        />
        {[0, 0.5, 1].map((v) => (
          <g key={v} fontSize={10} fill="currentColor">
            <text x={scale(v)} y={SIZE - PAD + 14} textAnchor="middle">
              {v * 100}%
            </text>
            <text x={LEFT - 4} y={flip(v) + 3} textAnchor="end">
              {v * 100}%
            </text>
          </g>
        ))}
        <text x={(LEFT + SIZE - PAD) / 2} y={SIZE - 4} textAnchor="middle" fontSize={10} fill="currentColor">
          Forecast for player 1
        </text>
        <text
          x={12}
          y={SIZE / 2}
          textAnchor="middle"
          fontSize={10}
          fill="currentColor"
          transform={`rotate(-90 12 ${SIZE / 2})`}
        >
          Player 1 won
        </text>
        {dots(baseline, 'fill-amber-500/60 stroke-amber-700', 'square')}
        {dots(live, 'fill-indigo-500/70 stroke-indigo-800 dark:stroke-indigo-200', 'circle')}
      </svg>
      <figcaption className="flex flex-wrap gap-3 text-xs text-slate-700 dark:text-slate-300">
        <span>
          <span aria-hidden="true" className="text-indigo-600 dark:text-indigo-300">
            ●
          </span>{' '}
          {liveLabel}
        </span>
        <span>
          <span aria-hidden="true" className="text-amber-600">
            ■
          </span>{' '}
          Pre-match value held fixed
        </span>
        <span>Dashed line: perfectly calibrated. Bigger marks hold more forecasts.</span>
      </figcaption>
    </figure>
  );
}
