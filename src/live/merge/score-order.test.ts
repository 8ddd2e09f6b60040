import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyScoreEntry } from './score-entry';
import { applyScoreFrame, applyWithdrawal } from './score-merge';
import { isNewerScore, shownScore } from './score-order';
import { scoreAt, withdrawnFrame } from './test-frames';

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
    const state = fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }).map(seq);
    fc.assert(
      fc.property(state, state, state, (a, b, c) => {
        expect(isNewerScore(a, b) || isNewerScore(b, a)).toBe(true);
        const chained = isNewerScore(a, b) && isNewerScore(b, c);
        expect(!chained || isNewerScore(a, c)).toBe(true);
      }),
    );
  });
});

describe('shownScore: what a view shows of a REST read and the live store', () => {
  it('without a live entry the REST read shows; absent stays absent', () => {
    expect(shownScore(seq(3), undefined)).toEqual(seq(3));
    expect(shownScore(null, undefined)).toBeNull();
  });

  it('the newer of the two by sequence; at a tie the live one', () => {
    const entry = applyScoreFrame(emptyScoreEntry(1), scoreAt(7), 1_000);
    expect(shownScore(seq(9), entry)).toEqual(seq(9));
    expect(shownScore(seq(5), entry)?.sequence).toBe(7);
    expect(shownScore(scoreAt(7, { age_seconds: 99 }), entry)).toBe(entry.score);
  });

  it('a REST state the feed withdrew never shows: the last good state does', () => {
    let entry = applyScoreFrame(emptyScoreEntry(1), scoreAt(7), 1_000);
    entry = applyScoreFrame(entry, scoreAt(8), 2_000);
    entry = applyWithdrawal(entry, withdrawnFrame(1, 8), 3_000);
    // The listing still carries the withdrawn state 8 (it was read before the withdrawal).
    expect(shownScore(seq(8), entry)?.sequence).toBe(7);
  });
});
