/** A player's place in the bracket: who enters there (a bye enters a later round directly). */
interface BracketEntry {
  kind: 'entry';
  player: string;
}

/** A match of the bracket: its round and the two sub-brackets whose winners meet in it. */
interface BracketMatch {
  kind: 'match';
  round: string;
  sides: [BracketNode, BracketNode];
}

export type BracketNode = BracketEntry | BracketMatch;

/** P(a beats b) in a match of `round`; P(b beats a) must be 1 − P(a beats b). */
export type WinChance = (a: string, b: string, round: string) => number;

/** Per player, the chance to reach each round (keyed by round code) and to win the whole draw. */
export interface PlayerForecast {
  reach: Map<string, number>;
  title: number;
}

/** The standard Elo expectation: P(a beats b) = 1 / (1 + 10^((Rb − Ra) / 400)). */
export function eloChance(ratingA: number, ratingB: number): number {
  return 1 / (1 + 10 ** ((ratingB - ratingA) / 400));
}

/**
 * Each player's exact chance to reach every round of a knockout draw and to win it, given a chance for
 * any pairing. Recursion over the bracket: a match's winner distribution is, for each player i of one
 * half, P(i wins that half) × Σ_j P(j wins the other half) × P(i beats j). Reaching a match's round is
 * winning the half that feeds it, so every match adds its two halves' distributions to that round; a
 * round's chances therefore sum to its number of places (two per match), and the titles sum to 1.
 */
export function forecastBracket(root: BracketNode, chance: WinChance): Map<string, PlayerForecast> {
  const out = new Map<string, PlayerForecast>();
  const entry = (player: string) => {
    let f = out.get(player);
    if (!f) {
      f = { reach: new Map(), title: 0 };
      out.set(player, f);
    }
    return f;
  };
  const winners = (node: BracketNode): Map<string, number> => {
    if (node.kind === 'entry') {
      entry(node.player);
      return new Map([[node.player, 1]]);
    }
    const halves = node.sides.map(winners) as [Map<string, number>, Map<string, number>];
    const result = new Map<string, number>();
    halves.forEach((half, h) => {
      const other = halves[1 - h];
      for (const [i, pi] of half) {
        const f = entry(i);
        f.reach.set(node.round, (f.reach.get(node.round) ?? 0) + pi);
        let beat = 0;
        for (const [j, pj] of other) beat += pj * chance(i, j, node.round);
        result.set(i, pi * beat);
      }
    });
    return result;
  };
  for (const [player, p] of winners(root)) entry(player).title = p;
  return out;
}
