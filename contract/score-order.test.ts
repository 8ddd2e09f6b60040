import { describe, expect, it } from 'vitest';
import { isNewerScore, isRefusedScore, isStrictlyNewerScore, isWithdrawnBy } from './score-order';

const seq = (sequence: number | null) => ({ sequence });

describe('isNewerScore: the one rule for which state of a score is newer', () => {
  it('orders by sequence, the later arrival winning a tie', () => {
    expect(isNewerScore(seq(5), seq(4))).toBe(true);
    expect(isNewerScore(seq(5), seq(5))).toBe(true);
    expect(isNewerScore(seq(4), seq(5))).toBe(false);
  });

  it('any state beats none, and no state beats anything', () => {
    expect(isNewerScore(seq(0), null)).toBe(true);
    expect(isNewerScore(seq(null), undefined)).toBe(true);
    expect(isNewerScore(null, seq(3))).toBe(false);
    expect(isNewerScore(undefined, null)).toBe(false);
  });

  it('a state without a sequence predates the counter: it replaces only another unsequenced one', () => {
    expect(isNewerScore(seq(null), seq(0))).toBe(false);
    expect(isNewerScore(seq(0), seq(null))).toBe(true);
    expect(isNewerScore(seq(null), seq(null))).toBe(true);
    expect(isNewerScore({}, seq(null))).toBe(true);
  });

  it('is a total preorder: of two states at least one is newer, and it is transitive', () => {
    // Every triple over a small domain: enough to meet each case of the rule (null, equal, lower, higher).
    const states = [null, undefined, seq(null), {}, seq(0), seq(1), seq(2), seq(3)];
    for (const a of states)
      for (const b of states) {
        if (a && b) expect(isNewerScore(a, b) || isNewerScore(b, a)).toBe(true);
        for (const c of states) {
          const chained = isNewerScore(a, b) && isNewerScore(b, c);
          expect(!chained || isNewerScore(a, c)).toBe(true);
        }
      }
  });
});

describe('isStrictlyNewerScore: newer, not the same order again', () => {
  it('a higher sequence, or a sequenced state after an unsequenced one', () => {
    expect(isStrictlyNewerScore(seq(6), seq(5))).toBe(true);
    expect(isStrictlyNewerScore(seq(5), seq(5))).toBe(false);
    expect(isStrictlyNewerScore(seq(0), seq(null))).toBe(true);
    expect(isStrictlyNewerScore(seq(null), seq(null))).toBe(false);
    expect(isStrictlyNewerScore(seq(null), seq(0))).toBe(false);
  });
});

describe('isRefusedScore and isWithdrawnBy: the withdrawn/superseded check', () => {
  const refusals = { withdrawn: [4, 8], supersededUpTo: 6 };
  it('a withdrawn sequence or one the service stepped back past is refused', () => {
    expect(isRefusedScore(seq(8), refusals)).toBe(true);
    expect(isRefusedScore(seq(5), refusals)).toBe(true);
    expect(isRefusedScore(seq(7), refusals)).toBe(false);
    expect(isRefusedScore(seq(9), { withdrawn: [8], supersededUpTo: null })).toBe(false);
  });
  it('a state without a sequence predates every refusal: never refused, never taken by a named withdrawal', () => {
    expect(isRefusedScore(seq(null), refusals)).toBe(false);
    expect(isRefusedScore(null, refusals)).toBe(false);
    expect(isWithdrawnBy(seq(null), 3)).toBe(false);
    expect(isWithdrawnBy(seq(null), null)).toBe(true);
  });
  it('a withdrawal takes the state it names and any built on it, or any when it names none', () => {
    expect(isWithdrawnBy(seq(9), 9)).toBe(true);
    expect(isWithdrawnBy(seq(10), 9)).toBe(true);
    expect(isWithdrawnBy(seq(2), 3)).toBe(false);
    expect(isWithdrawnBy(seq(2), null)).toBe(true);
  });
});
