import type { Side } from './score-state';

/** The other player. */
export const otherSide = (s: Side): Side => (s === 1 ? 2 : 1);

/** Ratio with a neutral fallback: the deuce-like tails divide by 0 only when both sides are certain. */
const safeRatio = (num: number, den: number): number => (den > 0 ? num / den : 0.5);

/** P(server wins a game) with serve-point win probability p: closed form incl. the deuce tail. */
export function holdProbability(p: number, noAd = false): number {
  const q = 1 - p;
  const toDeuce = p ** 4 * (1 + 4 * q + 10 * q * q);
  // From deuce: sudden death (no-ad) or win two in a row before losing two in a row.
  const fromDeuce = noAd ? p : safeRatio(p * p, p * p + q * q);
  return toDeuce + 20 * p ** 3 * q ** 3 * fromDeuce;
}

/**
 * P(server wins the game) from an in-game score given as point counts (server, receiver).
 * Counts past 40 are accepted (advantage as 4-3, or running counts such as 7-6).
 */
export function gameWinFrom(p: number, server: number, receiver: number, noAd = false): number {
  if (noAd) {
    if (server >= 4 && server > receiver) return 1;
    if (receiver >= 4 && receiver > server) return 0;
    if (server >= 3 && receiver >= 3) return p;
  } else {
    if (server >= 4 && server - receiver >= 2) return 1;
    if (receiver >= 4 && receiver - server >= 2) return 0;
    if (server >= 3 && receiver >= 3) {
      const deuce = safeRatio(p * p, p * p + (1 - p) * (1 - p));
      if (server === receiver) return deuce;
      return server > receiver ? p + (1 - p) * deuce : p * deuce;
    }
  }
  return (
    p * gameWinFrom(p, server + 1, receiver, noAd) + (1 - p) * gameWinFrom(p, server, receiver + 1, noAd)
  );
}

/** Server of the k-th tiebreak point (0-based): first server once, then two each. */
export function tiebreakServerOfPoint(k: number, first: Side): Side {
  if (k === 0) return first;
  return Math.floor((k - 1) / 2) % 2 === 0 ? otherSide(first) : first;
}

/** Who served the first point of a tiebreak, given the server of point k (0-based). */
export function tiebreakFirstServer(nextServer: Side, pointsPlayed: number): Side {
  return tiebreakServerOfPoint(pointsPlayed, 1) === nextServer ? 1 : 2;
}

/**
 * Memoised P(A wins a tiebreak) from any running score (a, b) for A and B, pA/pB being each
 * player's serve-point win probability. Scores past the target are handled analytically.
 */
export class TiebreakTable {
  private readonly memo: Float64Array;
  /** P(A wins from a level score once both are at target-1 or more): two points, one served by each. */
  private readonly level: number;

  constructor(
    private readonly pA: number,
    private readonly pB: number,
    private readonly target: number,
    private readonly first: Side,
  ) {
    this.memo = new Float64Array(target * target).fill(Number.NaN);
    const winBoth = pA * (1 - pB);
    const loseBoth = (1 - pA) * pB;
    this.level = safeRatio(winBoth, winBoth + loseBoth);
  }

  /** P(A wins the point numbered a+b). */
  private pointWin(a: number, b: number): number {
    return tiebreakServerOfPoint(a + b, this.first) === 1 ? this.pA : 1 - this.pB;
  }

  /** P(A wins the tiebreak) from running score (a, b). */
  from(a: number, b: number): number {
    const t = this.target;
    if (a >= t && a - b >= 2) return 1;
    if (b >= t && b - a >= 2) return 0;
    if (a >= t - 1 && b >= t - 1) {
      if (a === b) return this.level;
      const w = this.pointWin(a, b);
      return a > b ? w + (1 - w) * this.level : w * this.level;
    }
    const i = a * t + b;
    const hit = this.memo[i];
    if (!Number.isNaN(hit)) return hit;
    const w = this.pointWin(a, b);
    const v = w * this.from(a + 1, b) + (1 - w) * this.from(a, b + 1);
    this.memo[i] = v;
    return v;
  }
}

/** P(A wins a tiebreak from 0-0) with serve rotation 1 then 2-2-2, won by two. */
export function tiebreakProbability(pA: number, pB: number, target: 7 | 10, firstServerA = true): number {
  return new TiebreakTable(pA, pB, target, firstServerA ? 1 : 2).from(0, 0);
}
