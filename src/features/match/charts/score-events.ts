import { pointStakes } from '../../../../contract/markov/point-stakes';
import type { MatchFormat } from '../../../../contract/markov/score-state';
import { stateFromWire, type WireScoreLike } from '../../../../contract/markov/wire-state';

/** A change of score worth marking on a chart: a set won, or a game won against serve. */
export interface ScoreEvent {
  /** Index of the state that shows it, in the series it was read from. */
  index: number;
  /** Epoch ms of that state, when known. */
  at: number | null;
  kind: 'set' | 'break';
  /** Which side won the set or made the break. */
  side: 1 | 2;
  /** The game was won against serve (a set can end on a break). */
  broke: boolean;
}

const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((a, x) => a + (x ?? 0), 0);

/**
 * Sets won and breaks, read from consecutive score states: a set when a side's sets go up, a break when
 * a side's games go up while the other served the state before. A set that ends on a break is a set
 * event marked `broke`.
 */
export function scoreEvents(states: readonly { score: WireScoreLike; at: number | null }[]): ScoreEvent[] {
  const out: ScoreEvent[] = [];
  for (let i = 1; i < states.length; i++) {
    const before = states[i - 1].score;
    const after = states[i].score;
    const at = states[i].at;
    const setsUp = ([0, 1] as const).find((k) => (after.sets[k] ?? 0) > (before.sets[k] ?? 0));
    if (setsUp !== undefined) {
      const side = (setsUp + 1) as 1 | 2;
      const broke = before.server !== null && side !== before.server && !before.is_tiebreak;
      out.push({ index: i, at, kind: 'set', side, broke });
      continue;
    }
    if (!before.games || !after.games || before.server === null) continue;
    const won = ([0, 1] as const).find((k) => sum(after.games?.[k] ?? []) > sum(before.games?.[k] ?? []));
    if (won !== undefined && won + 1 !== before.server && !before.is_tiebreak) {
      out.push({ index: i, at, kind: 'break', side: (won + 1) as 1 | 2, broke: true });
    }
  }
  return out;
}

/** Whether the next point from this state is a break point (false when the state is withheld). */
export function isBreakPoint(score: WireScoreLike, format: MatchFormat): boolean {
  const state = stateFromWire(score, format);
  return state ? pointStakes(state, format).breakPoint : false;
}

/** The score a state shows, for a hover readout: "6–4 3–2 · 30–15". */
export function scoreText(score: WireScoreLike): string {
  const g = score.games;
  const sets = g ? (g[0] ?? []).map((x, i) => `${x}–${g[1]?.[i] ?? 0}`).join(' ') : '';
  const pts = score.points ? `${score.points[0] ?? '?'}–${score.points[1] ?? '?'}` : '';
  return [sets, pts && pts !== '0–0' ? pts : ''].filter(Boolean).join(' · ');
}
