import { type PointerEvent, useId, useMemo, useState } from 'react';
import { MISSING } from '../../lib/missing';

// A line chart drawn as one SVG: a tape's probability and momentum lines are a few hundred points
// on a fixed grid, and drawing them by hand rendered in a few milliseconds where recharts' first
// run took 200–400 ms cold (its code alone is ~100 KB gzip). The plot stretches to its box
// (preserveAspectRatio none, strokes kept 1.5 px by non-scaling-stroke); axis labels are HTML so
// text never stretches with it.

const W = 1000;
const H = 200;

export interface LinePoint {
  x: number;
  /** Null where the series has no value (a gap in the line, never drawn as 0). */
  y: number | null;
}

export interface SvgLineChartProps {
  points: readonly LinePoint[];
  yMin: number;
  yMax: number;
  yTicks: readonly number[];
  formatY: (y: number) => string;
  /** A horizontal reference line (50 %, or zero momentum). */
  reference: number;
  colour: string;
  /** What the line is, for the hover readout ("Djokovic win probability"). */
  seriesName: string;
  /** Accessible name of the whole chart (role img). */
  label: string;
  /** The selected row: a solid line that follows the scrubber. */
  cursor?: number | null;
  /** Vertical lines with a label at the top (the end of each set). */
  markers?: readonly { x: number; label: string }[];
  /** A second, dashed series on the same axes (the market mid), named in the readout and the legend. */
  overlay?: { points: readonly LinePoint[]; colour: string; name: string } | null;
}

/** Runs of consecutive non-null points: a null breaks the line. */
export function lineRuns(points: readonly LinePoint[]): LinePoint[][] {
  const runs: LinePoint[][] = [];
  let run: LinePoint[] = [];
  for (const p of points) {
    if (p.y === null) {
      if (run.length > 0) runs.push(run);
      run = [];
    } else run.push(p);
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

const formatOr = (y: number | null, format: (y: number) => string) => (y === null ? MISSING : format(y));

/** Each unbroken run as an SVG points string on the chart's fixed grid (also its key: runs never repeat). */
function polylines(points: readonly LinePoint[], xMax: number, yMin: number, span: number): string[] {
  return lineRuns(points).map((run) =>
    run
      .map(
        (p) => `${((p.x / xMax) * W).toFixed(1)},${(H - (((p.y as number) - yMin) / span) * H).toFixed(1)}`,
      )
      .join(' '),
  );
}

export function SvgLineChart({
  points,
  yMin,
  yMax,
  yTicks,
  formatY,
  reference,
  colour,
  seriesName,
  label,
  cursor = null,
  markers = [],
  overlay = null,
}: SvgLineChartProps) {
  const readoutId = useId();
  const [hover, setHover] = useState<LinePoint | null>(null);
  const xMax = Math.max(1, points.at(-1)?.x ?? 1);
  const span = yMax - yMin || 1;
  const sx = (x: number) => (x / xMax) * W;
  const sy = (y: number) => H - ((y - yMin) / span) * H;
  const top = (y: number) => `${(1 - (y - yMin) / span) * 100}%`;
  // The lines are built once per series: the cursor moves with every scrubber step and must not
  // rebuild a few hundred points each time.
  const line = useMemo(() => polylines(points, xMax, yMin, span), [points, xMax, yMin, span]);
  const second = useMemo(
    () => (overlay ? polylines(overlay.points, xMax, yMin, span) : []),
    [overlay, xMax, yMin, span],
  );
  const overlayAt = (x: number) => overlay?.points.find((p) => p.x === x)?.y ?? null;

  const onMove = (e: PointerEvent<SVGSVGElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const x = ((e.clientX - box.left) / Math.max(1, box.width)) * xMax;
    let best: LinePoint | null = null;
    for (const p of points) if (!best || Math.abs(p.x - x) < Math.abs(best.x - x)) best = p;
    setHover(best);
  };

  return (
    <div className="grid gap-1">
      <p id={readoutId} className="min-h-5 text-xs tabular-nums">
        {hover
          ? `Row ${hover.x}: ${seriesName} ${hover.y === null ? MISSING : formatY(hover.y)}${
              overlay ? `; ${overlay.name} ${formatOr(overlayAt(hover.x), formatY)}` : ''
            }`
          : ' '}
      </p>
      <div className="relative ml-11 h-4 text-[0.65rem] leading-4" aria-hidden="true">
        {markers.map((m) => (
          <span
            key={m.x}
            className="absolute -translate-x-full pr-1 whitespace-nowrap"
            style={{ left: `${(m.x / xMax) * 100}%` }}
          >
            {m.label}
          </span>
        ))}
      </div>
      <div className="grid h-48 grid-cols-[2.75rem_minmax(0,1fr)] grid-rows-[minmax(0,1fr)_1.25rem]">
        <div className="relative text-right text-xs tabular-nums" aria-hidden="true">
          {yTicks.map((t) => (
            <span key={t} className="absolute right-1 -translate-y-1/2" style={{ top: top(t) }}>
              {formatY(t)}
            </span>
          ))}
        </div>
        <svg
          role="img"
          aria-label={label}
          aria-describedby={readoutId}
          viewBox={`0 0 ${W} ${H}`}
          preserveAspectRatio="none"
          className="size-full overflow-visible"
          onPointerMove={onMove}
          onPointerLeave={() => setHover(null)}
        >
          {yTicks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={W}
              y1={sy(t)}
              y2={sy(t)}
              stroke="currentColor"
              strokeOpacity={0.15}
              strokeDasharray="3 3"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          <line
            x1={0}
            x2={W}
            y1={sy(reference)}
            y2={sy(reference)}
            stroke="currentColor"
            strokeOpacity={0.45}
            vectorEffect="non-scaling-stroke"
          />
          {markers.map((m) => (
            <line
              key={m.x}
              x1={sx(m.x)}
              x2={sx(m.x)}
              y1={0}
              y2={H}
              stroke="currentColor"
              strokeOpacity={0.35}
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {second.map((pts) => (
            <polyline
              key={`o${pts}`}
              points={pts}
              fill="none"
              stroke={overlay?.colour}
              strokeWidth={1.5}
              strokeDasharray="5 3"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {line.map((pts) => (
            <polyline
              key={pts}
              points={pts}
              fill="none"
              stroke={colour}
              strokeWidth={1.5}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {cursor !== null && (
            <line
              data-testid="chart-cursor"
              x1={sx(cursor)}
              x2={sx(cursor)}
              y1={0}
              y2={H}
              stroke="currentColor"
              strokeWidth={2}
              vectorEffect="non-scaling-stroke"
            />
          )}
          {hover && (
            <line
              x1={sx(hover.x)}
              x2={sx(hover.x)}
              y1={0}
              y2={H}
              stroke="currentColor"
              strokeOpacity={0.5}
              vectorEffect="non-scaling-stroke"
            />
          )}
        </svg>
        <div />
        <div className="flex justify-between text-xs tabular-nums" aria-hidden="true">
          <span>Row 0</span>
          <span>Row {Math.round(xMax / 2)}</span>
          <span>Row {xMax}</span>
        </div>
      </div>
    </div>
  );
}
