import type { DrawRound } from './draw-model';
import { norm } from './use-edition-draw';

/** Where a player of the live edition stands: their newest match there and how it went. */
export interface LiveStanding {
  round: string;
  state: 'won' | 'lost' | 'live' | 'upcoming';
}

/** Main-draw rounds, first to last (the draw's own order). */
const ROUND_ORDER = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'];

const decided = (s: string) => s === 'completed' || s === 'retired' || s === 'walkover' || s === 'default';

/**
 * The results the live edition has decided, by loose name (the replayed draw and the archive spell
 * names alike but not always with the same accents or case): 1 when `a` beat `b`, 0 when `b` beat
 * `a`, null when they have not met yet.
 */
export function knownResults(
  rounds: readonly DrawRound[],
): (a: string, b: string, round: string) => 0 | 1 | null {
  const beat = new Set<string>();
  // The furthest round each player is drawn in: a player in a later round has won every match before it
  // (the replay may not carry those matches themselves).
  const furthest = new Map<string, number>();
  for (const r of rounds) {
    const at = ROUND_ORDER.indexOf(r.round);
    for (const m of r.matches) {
      if (m.winner !== null && decided(m.status))
        beat.add(`${norm(m.sides[m.winner].name)}|${norm(m.sides[1 - m.winner].name)}`);
      for (const s of m.sides) if (norm(s.name)) furthest.set(norm(s.name), at);
    }
  }
  const beyond = (name: string, round: string) => {
    const at = ROUND_ORDER.indexOf(round);
    const f = furthest.get(norm(name));
    return at >= 0 && f !== undefined && f > at;
  };
  return (a, b, round) => {
    if (beat.has(`${norm(a)}|${norm(b)}`) || beyond(a, round)) return 1;
    if (beat.has(`${norm(b)}|${norm(a)}`) || beyond(b, round)) return 0;
    return null;
  };
}

/** Each live player's newest match in the edition (the rounds run first to last). */
export function liveStandings(rounds: readonly DrawRound[]): Map<string, LiveStanding> {
  const out = new Map<string, LiveStanding>();
  for (const r of rounds)
    for (const m of r.matches)
      ([0, 1] as const).forEach((s) => {
        const name = norm(m.sides[s].name);
        if (!name) return;
        const state =
          m.winner !== null && decided(m.status)
            ? m.winner === s
              ? 'won'
              : 'lost'
            : m.status === 'live'
              ? 'live'
              : 'upcoming';
        out.set(name, { round: r.round, state });
      });
  return out;
}
