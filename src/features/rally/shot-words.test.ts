import { describe, expect, it } from 'vitest';
import { endingWords, rallyLengthWords, shotWords, strikerOf } from './shot-words';

describe('shot words', () => {
  it('says a stroke with its wing, type, direction, depth and position', () => {
    expect(
      shotWords({
        number: 2,
        stroke: 'slice',
        wing: 'backhand',
        direction: 'forehand_side',
        depth: 'deep',
        position: null,
      }),
    ).toBe('Backhand slice to the forehand side, deep');
    expect(
      shotWords({
        number: 3,
        stroke: 'groundstroke',
        wing: 'forehand',
        direction: 'middle',
        position: 'approaching',
      }),
    ).toBe('Forehand down the middle, approaching');
    expect(shotWords({ number: 1, stroke: 'serve', position: 'approaching' }, 'down_the_t')).toBe(
      'Serve down the T and volley',
    );
    // An enum value the view does not know is "unknown", never dropped silently.
    expect(shotWords({ number: 4, stroke: 'tweener', wing: 'forehand' })).toBe('Forehand unknown');
  });

  it('gives odd shots to the server and even shots to the returner', () => {
    expect([1, 2, 3, 4].map((n) => strikerOf(n, 2))).toEqual([2, 1, 2, 1]);
  });

  it('names the ending and counts the rally', () => {
    expect(endingWords({ outcome: 'unforced_error', error_location: 'net' })).toBe(
      'Unforced error, into the net',
    );
    expect(endingWords({ outcome: 'error', is_double_fault: true })).toBe('Double fault');
    expect(endingWords({ outcome: 'winner', is_ace: true })).toBe('Ace');
    expect(endingWords({ outcome: 'forced_error', unreturned_kind: 'unreturnable' })).toBe(
      'Unreturnable serve',
    );
    expect(rallyLengthWords(1)).toBe('1 shot');
    expect(rallyLengthWords(null)).toBeNull();
  });
});
