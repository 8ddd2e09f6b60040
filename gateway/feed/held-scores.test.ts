import { describe, expect, it } from 'vitest';
import { HeldScores } from './held-scores';

const all = () => true;

describe('held scores for joiners', () => {
  it('holds the highest sequence per match and gives them oldest sequence first', () => {
    const held = new HeldScores(60_000);
    expect(held.scoreReceived(1, 5, 'a5', 0)).toBe(true);
    expect(held.scoreReceived(2, 3, 'b3', 0)).toBe(true);
    expect(held.scoreReceived(1, 4, 'a4', 0)).toBe(false);
    expect(held.scoreReceived(1, 6, 'a6', 0)).toBe(true);
    expect(held.snapshot(all, 0)).toEqual(['b3', 'a6']);
    expect(held.snapshot((id) => id === 2, 0)).toEqual(['b3']);
  });

  it('never holds a withdrawn state, and forgets scores nobody touched within the TTL', () => {
    const held = new HeldScores(1_000);
    held.scoreReceived(1, 9, 'a9', 0);
    held.scoreReceived(2, 2, 'b2', 500);
    held.withdrawn(1, 9);
    expect(held.sequenceOf(1)).toBeNull();
    held.withdrawn(2, 3); // a later sequence was refused: the held one stands
    expect(held.snapshot(all, 1_400)).toEqual(['b2']);
    expect(held.snapshot(all, 1_600)).toEqual([]);
  });

  it('orders frames by the contract rule: one without a sequence never replaces a sequenced one', () => {
    const held = new HeldScores(60_000);
    expect(held.scoreReceived(1, null, 'a-', 0)).toBe(true); // none held: any state is newer
    expect(held.scoreReceived(1, null, 'a--', 0)).toBe(true); // unsequenced replaces unsequenced
    expect(held.holds(1)).toBe(true);
    expect(held.sequenceOf(1)).toBeNull();
    expect(held.scoreReceived(1, 3, 'a3', 0)).toBe(true);
    expect(held.scoreReceived(1, null, 'a-late', 0)).toBe(false);
    expect(held.snapshot(all, 0)).toEqual(['a3']);
    held.scoreReceived(2, null, 'b-', 0);
    held.withdrawn(2, 1); // a named withdrawal never takes a state that predates the counter
    expect(held.snapshot(all, 0)).toEqual(['b-', 'a3']);
  });
});
