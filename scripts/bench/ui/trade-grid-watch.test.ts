import { describe, expect, it } from 'vitest';
import { positionsChanged } from './trade-grid-watch';

describe('positionsChanged', () => {
  it('counts the cards whose place moved while the grid holds the same matches', () => {
    expect(positionsChanged(['a', 'b', 'c'], ['a', 'b', 'c'])).toBe(0);
    expect(positionsChanged(['a', 'b', 'c'], ['b', 'a', 'c'])).toBe(2);
  });
  it('does not compare across a change in the set of matches', () => {
    expect(positionsChanged(['a', 'b', 'c'], ['a', 'b'])).toBeNull();
    expect(positionsChanged(['a', 'b', 'c'], ['a', 'b', 'd'])).toBeNull();
  });
});
