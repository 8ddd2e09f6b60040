import { formatProbability } from '../../../lib/probability';
import type { ScoreEvent } from './score-events';

/** "S2 G5" (the series' compact label) in words: "set 2, game 5". */
export function setGameWords(setGame: string): string {
  const m = /^S(\d+) G(\d+)$/.exec(setGame);
  return m ? `set ${m[1]}, game ${m[2]}` : setGame;
}

interface Sampled {
  p1: number | null;
  setGame: string;
}

/** The chart in one or two sentences, for screen readers and anyone who cannot read the lines. */
export function probabilitySummary(
  data: readonly Sampled[],
  events: readonly ScoreEvent[],
  names: [string, string],
): string {
  const shown = data.filter((d): d is Sampled & { p1: number } => d.p1 !== null);
  if (shown.length === 0) return `No win probability for ${names[0]} yet.`;
  const first = shown[0];
  const last = shown[shown.length - 1];
  let low = first;
  let high = first;
  for (const d of shown) {
    if (d.p1 < low.p1) low = d;
    if (d.p1 > high.p1) high = d;
  }
  const breaksBy = (side: 1 | 2) => events.filter((e) => e.broke && e.side === side).length;
  const p = (v: number) => formatProbability(v);
  const breaks = ([1, 2] as const).map((s) => `${names[s - 1]} ${breaksBy(s)}`).join(', ');
  return (
    `${names[0]}’s win probability went from ${p(first.p1)} to ${p(last.p1)} over ${shown.length} score changes, ` +
    `lowest ${p(low.p1)} (${setGameWords(low.setGame)}), highest ${p(high.p1)} (${setGameWords(high.setGame)}). Breaks: ${breaks}.`
  );
}
