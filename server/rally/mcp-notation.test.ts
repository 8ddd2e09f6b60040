import { describe, expect, it } from 'vitest';
import { decodePoint } from './mcp-notation';

describe('decodePoint (MCP notation)', () => {
  it('reads an ace, an unreturnable serve and a double fault', () => {
    expect(decodePoint('6*', '')).toMatchObject({
      is_ace: true,
      rally_length: 1,
      outcome: 'winner',
      serve_direction: 'down_the_t',
    });
    expect(decodePoint('4#', '')).toMatchObject({
      is_ace: false,
      unreturned_kind: 'unreturnable',
      rally_length: 1,
    });
    expect(decodePoint('6d', '5n')).toMatchObject({
      is_double_fault: true,
      rally_length: 0,
      error_location: 'net',
      serve_number: 2,
      first_serve_fault: { direction: 'down_the_t', error: 'deep' },
    });
  });

  it('reads a rally shot by shot: stroke, wing, direction, depth, position and the ending', () => {
    const p = decodePoint('4d', '5b28f+3s2v1*');
    expect(p.serve_number).toBe(2);
    expect(p.serve_direction).toBe('body');
    expect(p.shots.map((s) => [s.number, s.stroke, s.wing, s.direction, s.depth, s.position])).toEqual([
      [1, 'serve', null, null, null, null],
      [2, 'groundstroke', 'backhand', 'middle', 'mid', null],
      [3, 'groundstroke', 'forehand', 'backhand_side', null, 'approaching'],
      [4, 'slice', 'backhand', 'middle', null, null],
      [5, 'volley', 'forehand', 'forehand_side', null, null],
    ]);
    expect(p).toMatchObject({ outcome: 'winner', rally_length: 5, ending_stroke: 'volley', parsed: true });
  });

  it('leaves the missed ball out of the rally length and names the error', () => {
    expect(decodePoint('6f2b3n@', '')).toMatchObject({
      outcome: 'unforced_error',
      error_location: 'net',
      rally_length: 2,
    });
    expect(decodePoint('4bd#', '')).toMatchObject({
      outcome: 'forced_error',
      unreturned_kind: 'return_error',
      rally_length: 1,
    });
    expect(decodePoint('c6+f2v-1*', '').is_serve_and_volley).toBe(true);
  });

  it('marks what it cannot read instead of guessing, keeping what it read', () => {
    const p = decodePoint('6f28f3b3f2C', '');
    expect(p.parsed).toBe(false);
    expect(p.shots).toHaveLength(5);
    expect(p.rally_length).toBeNull();
    expect(decodePoint('S', '')).toMatchObject({ outcome: 'other', parsed: true, shots: [] });
  });
});
