import { describe, expect, it } from 'vitest';
import { emptyScoreEntry } from './score-entry';
import { applyScoreFrame, applyWithdrawal, reconcileRestScore } from './score-merge';
import { shownScore } from './score-order';
import { scoreAt, withdrawnFrame } from './test-frames';

const seq = (sequence: number | null) => ({ sequence });

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

describe('the null-sequence case where the browser writes a score', () => {
  it('the store: a feed frame or REST read without a sequence never replaces a sequenced state', () => {
    let entry = applyScoreFrame(emptyScoreEntry(1), scoreAt(null), 1_000);
    expect(entry.score?.sequence).toBeNull(); // none held: taken
    entry = applyScoreFrame(entry, scoreAt(3), 2_000);
    expect(applyScoreFrame(entry, scoreAt(null), 3_000)).toBe(entry);
    expect(reconcileRestScore(entry, scoreAt(null), 3_000, 3_000).score?.sequence).toBe(3);
  });

  it('what a view shows: a listing copy without a sequence loses to the store, and is never refused', () => {
    const entry = applyScoreFrame(emptyScoreEntry(1), scoreAt(3), 1_000);
    expect(shownScore(seq(null), entry)?.sequence).toBe(3);
    const unsequenced = applyScoreFrame(emptyScoreEntry(1), scoreAt(null), 1_000);
    expect(shownScore(seq(null), unsequenced)).toBe(unsequenced.score);
  });
});
