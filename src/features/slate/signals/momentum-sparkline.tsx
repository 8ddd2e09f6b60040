import { useMemo } from 'react';
import { useLivePointsWhile } from '../../../live/store/live-hooks';
import { MOMENTUM_POINTS, momentumSeries } from './momentum-series';

const WIDTH = 64;
/** The row's small print's line height (text-xs), so the line it stands on is as tall without it. */
const HEIGHT = 16;

/** SVG polyline points for a series, centred on zero and scaled to the largest swing. */
function linePoints(series: readonly number[]): string {
  const swing = Math.max(1, ...series.map(Math.abs));
  const step = WIDTH / Math.max(1, series.length - 1);
  return series
    .map((v, i) => `${(i * step).toFixed(1)},${(HEIGHT / 2 - (v / swing) * (HEIGHT / 2 - 1)).toFixed(1)}`)
    .join(' ');
}

/**
 * p1's momentum over the recent points, from the live store's point rows (ULTRA feed). Inline SVG, not
 * recharts, so 500 rows stay cheap; nothing is drawn until the store holds two points of this match.
 * For a key whose tier is sent point rows (`keepPlace`: ULTRA, which the row knows from the kept
 * `/usage` before the rows land) its place is kept empty until then: the points come a moment after
 * the row, and a line that grew to take them would push every row and section below it down the
 * screen.
 */
export function MomentumSparkline({
  matchId,
  p1Name,
  follow = true,
  keepPlace = false,
}: {
  matchId: number;
  p1Name: string;
  /** Follow point frames as they come (on screen); otherwise redraw only when the row does. */
  follow?: boolean;
  /** Hold the line's width and height before the points come (the key is sent them). */
  keepPlace?: boolean;
}) {
  // Only the rows it draws: a row that comes on screen reads at most that much history, and none
  // once the feed has delivered that many points since the page joined.
  const points = useLivePointsWhile(matchId, follow, MOMENTUM_POINTS);
  const series = useMemo(() => (points ? momentumSeries(points) : null), [points]);
  if (!series || series.length < 3)
    return keepPlace ? (
      <span
        aria-hidden="true"
        data-testid="momentum-place"
        className="inline-block shrink-0"
        style={{ width: WIDTH, height: HEIGHT }}
      />
    ) : null;
  const last = series[series.length - 1];
  const played = series.length - 1;
  const label = `Momentum over the last ${played} points: ${p1Name} ${last > 0 ? `+${last}` : last}`;
  return (
    <svg
      role="img"
      aria-label={label}
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="shrink-0 text-sky-700 dark:text-sky-300"
      data-testid="momentum-sparkline"
    >
      <title>{label}</title>
      <line
        x1="0"
        x2={WIDTH}
        y1={HEIGHT / 2}
        y2={HEIGHT / 2}
        className="stroke-slate-300 dark:stroke-slate-600"
        strokeWidth="1"
      />
      <polyline points={linePoints(series)} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}
