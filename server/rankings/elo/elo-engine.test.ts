import { describe, expect, it } from 'vitest';
import { entryAt, walkElo } from './elo-engine';

// Three invented results (a formula check, not tennis data): A beats B and A beats C in week W,
// then C beats B a week later. The expected ratings are worked out here from the documented
// model: start 1500, E = 1 / (1 + 10^((Ro - R) / 400)), K = 250 / (n + 5)^0.4.
const W = 14_000; // a day number; only differences matter
const A = 1;
const B = 2;
const C = 3;

describe('the Elo walk', () => {
  const k = (n: number) => 250 / (n + 5) ** 0.4;
  const e = (r: number, o: number) => 1 / (1 + 10 ** ((o - r) / 400));
  // Match 1: both new, E = 0.5, K(0) = 250 / 5^0.4 = 131.32.
  const a1 = 1500 + k(0) * 0.5;
  const b1 = 1500 - k(0) * 0.5;
  // Match 2: A has one match, C none.
  const eA2 = e(a1, 1500);
  const a2 = a1 + k(1) * (1 - eA2);
  const c2 = 1500 - k(0) * (1 - eA2);
  // Match 3 (next week): C and B have one match each.
  const eC3 = e(c2, b1);
  const c3 = c2 + k(1) * (1 - eC3);
  const b3 = b1 - k(1) * (1 - eC3);

  const ladders = walkElo([
    { weekStart: W, winnerId: A, loserId: B, surface: 'clay' },
    { weekStart: W, winnerId: A, loserId: C, surface: 'hard' },
    { weekStart: W + 7, winnerId: C, loserId: B, surface: null },
  ]);
  const at = (id: number, day: number, ladder: keyof typeof ladders = 'overall') => {
    const t = ladders[ladder].get(id);
    if (!t) return undefined;
    const i = entryAt(t, day);
    return i < 0 ? null : { rating: t.rating[i], matches: t.matches[i], effective: t.effective[i] };
  };

  it('matches the hand computation to two decimals', () => {
    // Worked by hand: K(0) = 131.32, so A = 1565.66 after match 1; E(A) = 0.5935 in match 2,
    // K(1) = 122.09, so A = 1615.29 and C = 1446.62; match 3 moves C to 1505.51 and B to 1375.45.
    expect(a1).toBeCloseTo(1565.66, 1);
    expect(a2).toBeCloseTo(1615.29, 1);
    expect(c2).toBeCloseTo(1446.62, 1);
    expect(c3).toBeCloseTo(1505.51, 1);
    expect(b3).toBeCloseTo(1375.45, 1);
    expect(at(A, W + 14)?.rating).toBeCloseTo(a2, 9);
    expect(at(C, W + 14)?.rating).toBeCloseTo(c2, 9);
    expect(at(C, W + 21)?.rating).toBeCloseTo(c3, 9);
    expect(at(B, W + 21)?.rating).toBeCloseTo(b3, 9);
    expect(at(B, W + 21)?.matches).toBe(2);
  });

  it('publishes a week 14 days after it begins, one entry per effective date', () => {
    expect(at(A, W + 13)).toBeNull();
    expect(at(A, W + 14)).toEqual({ rating: a2, matches: 2, effective: W + 14 });
    expect(at(C, W + 20)?.rating).toBeCloseTo(c2, 9);
    expect(ladders.overall.get(A)?.effective).toEqual([W + 14]);
  });

  it('keeps surface ladders apart and leaves unknown surfaces to overall', () => {
    // On clay only match 1 counts: A and B at the first-match values, C never played.
    expect(at(A, W + 30, 'clay')?.rating).toBeCloseTo(a1, 9);
    expect(at(B, W + 30, 'clay')?.rating).toBeCloseTo(b1, 9);
    expect(at(C, W + 30, 'clay')).toBeUndefined();
    // On hard C met A as a newcomer both times: A's hard rating starts from 1500, not from clay.
    const hardA = 1500 + k(0) * 0.5;
    expect(at(A, W + 30, 'hard')?.rating).toBeCloseTo(hardA, 9);
    expect(ladders.grass.size).toBe(0);
  });
});
