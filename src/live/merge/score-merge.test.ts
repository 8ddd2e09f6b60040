import { describe, expect, it } from 'vitest';
import { emptyScoreEntry, HISTORY_LIMIT } from './score-entry';
import { applyScoreFrame, applyWithdrawal, reconcileRestScore } from './score-merge';
import { scoreAt, withdrawnFrame } from './test-frames';

const feed = (sequences: number[], now = 1_000) =>
  sequences.reduce((e, s) => applyScoreFrame(e, scoreAt(s), now), emptyScoreEntry(7));

describe('score frames', () => {
  it('shows the highest sequence whatever the arrival order', () => {
    expect(feed([1, 3, 2]).sequence).toBe(3);
    expect(feed([3, 1, 2]).score?.points).toEqual(['3', '0']);
  });

  it('drops a duplicate without changing identity', () => {
    const once = feed([1, 2]);
    expect(applyScoreFrame(once, scoreAt(2), 5_000)).toBe(once);
    expect(applyScoreFrame(once, scoreAt(1), 5_000)).toBe(once);
  });

  it('keeps a lower sequence only as a rollback target', () => {
    const e = feed([5, 4]);
    expect(e.sequence).toBe(5);
    expect(e.history.map((h) => h.score.sequence)).toEqual([4, 5]);
  });

  it('bounds the history to the newest states', () => {
    const e = feed(Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => i + 1));
    expect(e.history).toHaveLength(HISTORY_LIMIT);
    expect(e.history[0].score.sequence).toBe(6);
  });

  it('takes an unsequenced state only while nothing sequenced is held', () => {
    const empty = emptyScoreEntry(7);
    expect(applyScoreFrame(empty, scoreAt(null), 1).score).not.toBeNull();
    const held = feed([2]);
    expect(applyScoreFrame(held, scoreAt(null), 1)).toBe(held);
  });
});

describe('score_withdrawn', () => {
  it('rolls the shown state back to the last good one and asks for a refetch', () => {
    const e = applyWithdrawal(feed([1, 2, 3]), withdrawnFrame(7, 3), 1_000);
    expect(e.sequence).toBe(2);
    expect(e.score?.points).toEqual(['2', '0']);
    expect(e.needsRefetch).toBe(true);
    expect(e.lastWithdrawal?.superseded_sequence).toBe(3);
  });

  it('never lets a late copy of the refused state back in', () => {
    const e = applyWithdrawal(feed([1, 2]), withdrawnFrame(7, 3), 1_000);
    expect(applyScoreFrame(e, scoreAt(3), 2_000)).toBe(e);
    expect(applyScoreFrame(e, scoreAt(4), 2_000).sequence).toBe(4);
  });

  it('leaves nothing shown when no good state is held', () => {
    const e = applyWithdrawal(feed([4]), withdrawnFrame(7, 4), 1_000);
    expect(e.score).toBeNull();
    expect(e.sequence).toBeNull();
  });

  it('withdrawing an older state keeps the shown one', () => {
    const e = applyWithdrawal(feed([1, 2, 3]), withdrawnFrame(7, 2), 1_000);
    expect(e.sequence).toBe(3);
    expect(applyWithdrawal(e, withdrawnFrame(7, 3), 1_000).sequence).toBe(1);
  });

  it('is idempotent', () => {
    const e = applyWithdrawal(feed([1, 2]), withdrawnFrame(7, 2), 1_000);
    expect(applyWithdrawal(e, withdrawnFrame(7, 2), 1_000)).toBe(e);
  });
});

describe('REST reconciliation', () => {
  it('takes a higher or equal sequence and clears a pending refetch', () => {
    const e = applyWithdrawal(feed([1, 2, 3], 1_000), withdrawnFrame(7, 3), 1_000);
    const r = reconcileRestScore(e, scoreAt(2, { age_seconds: 40 }), 500, 2_000);
    expect(r.sequence).toBe(2);
    expect(r.score?.age_seconds).toBe(40);
    expect(r.needsRefetch).toBe(false);
  });

  it('ignores a lower sequence from a read that left before the newest feed frame (a race)', () => {
    const e = feed([4, 5], 1_000);
    expect(reconcileRestScore(e, scoreAt(4), 900, 1_100)).toBe(e);
  });

  it('lets a read requested after the newest frame move backwards (a higher-trust source won)', () => {
    const e = feed([4, 5], 1_000);
    const r = reconcileRestScore(e, scoreAt(3), 1_050, 1_100);
    expect(r.sequence).toBe(3);
    // The feed only rises: late copies of 4 and 5 were superseded and stay out.
    expect(applyScoreFrame(r, scoreAt(5), 1_200)).toBe(r);
    expect(applyScoreFrame(r, scoreAt(6), 1_200).sequence).toBe(6);
  });

  it('lets a read move backwards after a withdrawal even if it left early', () => {
    const e = applyWithdrawal(feed([1, 2, 3], 1_000), withdrawnFrame(7, 3), 1_000);
    expect(reconcileRestScore(e, scoreAt(1), 10, 1_100).sequence).toBe(1);
  });

  it('never takes a withdrawn sequence from REST', () => {
    const e = applyWithdrawal(feed([1, 2, 3]), withdrawnFrame(7, 3), 1_000);
    expect(reconcileRestScore(e, scoreAt(3), 5_000, 5_000)).toBe(e);
  });
});
