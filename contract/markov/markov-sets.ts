import { holdProbability, otherSide, TiebreakTable } from './markov-points';
import type { MatchFormat, Side } from './score-state';

/** How a set is settled once the games are level late: the same vocabulary as `MatchFormat.finalSet`. */
export type SetRule = MatchFormat['finalSet'];

/**
 * A set's result joined with who serves the first game of the next set, because the match
 * recursion needs both: [p1 wins & p1 serves next, p1 wins & p2 next, p2 wins & p1 next, p2 wins & p2 next].
 */
export type SetOutcome = readonly [number, number, number, number];

/** Games score (each) at which the set goes into a tiebreak; null for an advantage set. */
export function tiebreakAt(rule: SetRule): number | null {
  if (rule === 'advantage') return null;
  return rule === 'tiebreak7at12' ? 12 : 6;
}

/** Target of the set tiebreak under a rule. */
export const tiebreakTarget = (rule: SetRule): 7 | 10 => (rule === 'tiebreak10' ? 10 : 7);

function decided(winner: Side, next: Side): SetOutcome {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  out[(winner - 1) * 2 + (next - 1)] = 1;
  return out;
}

const DECIDED: Record<string, SetOutcome> = {
  '11': decided(1, 1),
  '12': decided(1, 2),
  '21': decided(2, 1),
  '22': decided(2, 2),
};

function split(pWin: number, next: Side): SetOutcome {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  out[next - 1] = pWin;
  out[2 + (next - 1)] = 1 - pWin;
  return out;
}

/** Memoised set outcome distribution from any games score and server of the next game. */
export class SetTable {
  private readonly memo: (SetOutcome | undefined)[] = [];
  private readonly tbAt: number | null;
  private readonly cap: number;
  private readonly hold1: number;
  private readonly hold2: number;

  /** `tiebreakP1(first)` = P(p1 wins the set tiebreak when `first` serves its first point). */
  constructor(
    rule: SetRule,
    pServe1: number,
    pServe2: number,
    noAd: boolean,
    private readonly tiebreakP1: (first: Side) => number,
  ) {
    this.hold1 = holdProbability(pServe1, noAd);
    this.hold2 = holdProbability(pServe2, noAd);
    this.tbAt = tiebreakAt(rule);
    // Advantage sets are folded back to 5-5/6-5 (see `from`), so no score above 6 is ever stored.
    this.cap = this.tbAt ?? 6;
  }

  /** Outcome distribution from games (a, b) with `server` serving the next game. */
  from(a: number, b: number, server: Side): SetOutcome {
    const t = this.tbAt;
    if ((a >= 6 && a - b >= 2) || (t !== null && a > t && a > b)) return DECIDED[`1${server}`];
    if ((b >= 6 && b - a >= 2) || (t !== null && b > t && b > a)) return DECIDED[`2${server}`];
    if (t !== null && a >= t && b >= t) {
      // The tiebreak counts as a game, so its receiver serves first in the next set.
      return split(this.tiebreakP1(server), otherSide(server));
    }
    if (t === null) {
      // Shifting both scores by the same amount keeps the server and the games still needed.
      const m = Math.min(a, b);
      if (m > 5) {
        a -= m - 5;
        b -= m - 5;
      }
      if (a === b && a === 5) return this.advantageTail(server);
    }
    const i = ((a * (this.cap + 1) + b) << 1) + (server - 1);
    const hit = this.memo[i];
    if (hit) return hit;
    const g = server === 1 ? this.hold1 : 1 - this.hold2;
    const next = otherSide(server);
    const w = this.from(a + 1, b, next);
    const l = this.from(a, b + 1, next);
    const out: SetOutcome = [
      g * w[0] + (1 - g) * l[0],
      g * w[1] + (1 - g) * l[1],
      g * w[2] + (1 - g) * l[2],
      g * w[3] + (1 - g) * l[3],
    ];
    this.memo[i] = out;
    return out;
  }

  /** Level at 5-5 or later without a tiebreak: each pair of games is one hold each, so solve the loop. */
  private advantageTail(server: Side): SetOutcome {
    const winBoth = this.hold1 * (1 - this.hold2);
    const loseBoth = (1 - this.hold1) * this.hold2;
    const p = winBoth + loseBoth > 0 ? winBoth / (winBoth + loseBoth) : 0.5;
    // An even number of games follows, so the same player serves the next set.
    return split(p, server);
  }
}

/** P(p1 wins the set) from games (p1, p2) with `server` serving the next game, under `rule`. */
export function setWinProbability(
  rule: SetRule,
  games: [number, number],
  server: Side,
  pServe1: number,
  pServe2: number,
  noAd = false,
): number {
  const target = tiebreakTarget(rule);
  const tb = (first: Side) => new TiebreakTable(pServe1, pServe2, target, first).from(0, 0);
  const out = new SetTable(rule, pServe1, pServe2, noAd, tb).from(games[0], games[1], server);
  return out[0] + out[1];
}
