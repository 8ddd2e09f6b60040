import type { ScoreEvent } from './score-events';

// The look the match centre's two charts (probability and price) share, so a break or a set reads the
// same on both and an axis style changes in one place.

/** Axis tick text in the page's colour, so both themes read it. */
export const AXIS_TICK = { fill: 'currentColor', fontSize: 12 } as const;

/** An x-axis title under the ticks. */
export function axisTitle(value: string) {
  return { value, position: 'insideBottom', offset: -12, fill: 'currentColor', fontSize: 12 } as const;
}

/** A ReferenceLine's look for a score event: sets slate and long dashes, breaks magenta and short. */
export function scoreEventLine(e: ScoreEvent) {
  const set = e.kind === 'set';
  return {
    stroke: set ? '#475569' : '#c026d3',
    strokeDasharray: set ? '6 3' : '2 3',
    // Breaks are many and drawn only (the legend names them); the few sets are labelled.
    label: set
      ? { value: 'Set', position: 'top' as const, offset: 4, fill: 'currentColor', fontSize: 11 }
      : undefined,
  } as const;
}
