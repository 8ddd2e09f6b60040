/** One side of a draw match: who, their seed or entry, and how many games they took per set. */
export interface DrawSide {
  name: string | null;
  seed: number | null;
  /** Entry code as the tours print it: Q, WC, LL, PR, SE, ALT. */
  entry: string | null;
  country: string | null;
}

/** A set as the draw prints it: games of each side, and the tiebreak loser's points when known. */
export interface DrawSet {
  games: [number, number];
  /** The tiebreak points of the side that lost the set's tiebreak (7–6⁵); null when none or unknown. */
  tiebreak: number | null;
  /** A match tiebreak played instead of a deciding set ([10–8]): `games` are its points. */
  matchTiebreak?: boolean;
}

export type DrawStatus = 'completed' | 'retired' | 'walkover' | 'default' | 'live' | 'upcoming' | 'other';

/** One match of an edition's draw, sides in draw order (the upper feeder's player first). */
export interface DrawMatch {
  key: string;
  round: string;
  sides: [DrawSide, DrawSide];
  /** 0 or 1: the side that went through; null while undecided. */
  winner: 0 | 1 | null;
  sets: DrawSet[];
  status: DrawStatus;
  /** Link to the match's own page, when there is one. */
  href: string | null;
  /** An instant for an upcoming match, shown in the user's zone. */
  scheduled: string | null;
}

/** Main-draw rounds, first to last; anything else (qualifying, round robin) is not a bracket round. */
const BRACKET_ROUNDS = ['R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'] as const;

export const ROUND_WORDS: Record<string, string> = {
  R128: 'Round of 128',
  R64: 'Round of 64',
  R32: 'Round of 32',
  R16: 'Round of 16',
  QF: 'Quarter-finals',
  SF: 'Semi-finals',
  F: 'Final',
};

export interface DrawRound {
  round: string;
  matches: DrawMatch[];
}

const nameKey = (s: DrawSide) => (s.name ?? '').trim().toLowerCase();

/**
 * The rounds of a draw in bracket order. Working back from the last round, each match's two feeders
 * (the earlier-round matches its players won) are placed in its order, so a complete draw comes out
 * exactly as printed; matches whose next match is not known yet keep their given order after them.
 * The sides of each match are swapped so the upper feeder's player is on top.
 */
export function orderDraw(matches: readonly DrawMatch[]): DrawRound[] {
  const byRound = new Map<string, DrawMatch[]>();
  for (const m of matches) {
    if (!(BRACKET_ROUNDS as readonly string[]).includes(m.round)) continue;
    const list = byRound.get(m.round) ?? [];
    list.push(m);
    byRound.set(m.round, list);
  }
  const rounds = BRACKET_ROUNDS.filter((r) => byRound.has(r));
  const ordered: DrawMatch[][] = rounds.map((r) => byRound.get(r) ?? []);
  for (let i = rounds.length - 2; i >= 0; i--) {
    const later = ordered[i + 1];
    const pool = [...ordered[i]];
    const placed: DrawMatch[] = [];
    const take = (name: string) => {
      if (!name) return undefined;
      const at = pool.findIndex((m) => m.winner !== null && nameKey(m.sides[m.winner]) === name);
      return at >= 0 ? pool.splice(at, 1)[0] : undefined;
    };
    ordered[i + 1] = later.map((m) => {
      const top = take(nameKey(m.sides[0]));
      const bottom = take(nameKey(m.sides[1]));
      if (top) placed.push(top);
      if (bottom) placed.push(bottom);
      // A lone feeder found for the second side only means the sides are printed the other way up.
      return !top && bottom ? swap(m) : m;
    });
    ordered[i] = [...placed, ...pool];
  }
  return rounds.map((round, i) => ({ round, matches: ordered[i] }));
}

function swap(m: DrawMatch): DrawMatch {
  return {
    ...m,
    sides: [m.sides[1], m.sides[0]],
    winner: m.winner === null ? null : m.winner === 0 ? 1 : 0,
    sets: m.sets.map((s) => ({ ...s, games: [s.games[1], s.games[0]] })),
  };
}

/** The champion: the final's winner, when the final is decided. */
export function championOf(rounds: readonly DrawRound[]): DrawSide | null {
  const final = rounds.find((r) => r.round === 'F')?.matches[0];
  return final && final.winner !== null ? final.sides[final.winner] : null;
}
