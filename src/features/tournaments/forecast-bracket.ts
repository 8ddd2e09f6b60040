import type { BracketNode } from './draw-forecast';
import type { DrawMatch, DrawRound, DrawSide } from './draw-model';

/** How a draw side is known to the forecast: its printed name, or a placeholder unique to its match. */
const sideKey = (m: DrawMatch, s: 0 | 1): string =>
  m.sides[s].name?.trim() || `Unnamed player (${m.key}, side ${s + 1})`;

/**
 * The bracket of a played draw, rebuilt from the final back: each side of a match is the earlier
 * match that side's player won, or, when there is none (a bye, or a round the source lacks), the
 * player entering there. Null when the last round is not a single final.
 */
export function bracketOf(rounds: readonly DrawRound[]): BracketNode | null {
  const last = rounds.at(-1);
  if (last?.round !== 'F' || last.matches.length !== 1) return null;
  // Per round, the decided matches by winner's name; each feeds one later match only.
  const byWinner = rounds.map((r) => {
    const map = new Map<string, DrawMatch>();
    for (const m of r.matches) if (m.winner !== null) map.set(sideKey(m, m.winner), m);
    return map;
  });
  const node = (m: DrawMatch, at: number): BracketNode => ({
    kind: 'match',
    round: rounds[at].round,
    sides: ([0, 1] as const).map((s): BracketNode => {
      const key = sideKey(m, s);
      const feeder = at > 0 ? byWinner[at - 1].get(key) : undefined;
      if (feeder) {
        byWinner[at - 1].delete(key);
        return node(feeder, at - 1);
      }
      return { kind: 'entry', player: key };
    }) as [BracketNode, BracketNode],
  });
  return node(last.matches[0], rounds.length - 1);
}

/** Where each player's draw ended: the last round they played, and whether they won it all. */
export interface ActualPath {
  round: string;
  champion: boolean;
  side: DrawSide;
}

export function actualPaths(rounds: readonly DrawRound[]): Map<string, ActualPath> {
  const out = new Map<string, ActualPath>();
  for (const r of rounds)
    for (const m of r.matches)
      for (const s of [0, 1] as const)
        out.set(sideKey(m, s), {
          round: r.round,
          champion: r.round === 'F' && m.winner === s,
          side: m.sides[s],
        });
  return out;
}
