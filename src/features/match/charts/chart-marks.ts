import type { ScoreEvent } from './score-events';

// The look the match centre's two charts (probability and price) share beyond their frame
// (`components/percent-line-chart.tsx`), so a break or a set reads the same on both.

/** An x tick of a time axis: the local clock time, "14:05". */
export const clockTick = (ms: number) =>
  new Date(ms).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

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

/** The legend's entries for the score events, drawn as `scoreEventLine` draws them. */
export const SCORE_EVENT_LEGEND = [
  { label: 'Break', colour: '#c026d3', dash: '2 3', width: 1 },
  { label: 'Set', colour: '#475569', dash: '6 3', width: 1 },
] as const;
