import { describe, expect, it } from 'vitest';
import type { SignalFrame } from '../../live/merge/apply-frames';
import { breakPointFromScore, breakPointFromSignals } from './break-point';

const at = (points: (string | null)[] | null, server: 1 | 2 | null = 1, is_tiebreak = false) => ({
  points,
  server,
  is_tiebreak,
});

describe('breakPointFromScore', () => {
  it('sees the returner one point from breaking', () => {
    expect(breakPointFromScore(at(['15', '40']))).toBe(true);
    expect(breakPointFromScore(at(['40', 'AD']))).toBe(true);
    expect(breakPointFromScore(at(['40', '15'], 2))).toBe(true);
  });
  it('does not guess on deuce, tiebreaks or withheld fields', () => {
    expect(breakPointFromScore(at(['40', '40']))).toBe(false);
    expect(breakPointFromScore(at(['1', '6'], 1, true))).toBe(false);
    expect(breakPointFromScore(at(null))).toBe(false);
    expect(breakPointFromScore(at(['15', '40'], null))).toBe(false);
  });
});

describe('breakPointFromSignals', () => {
  const frame = (type: string) => ({ type, match_id: 1 }) as unknown as SignalFrame;
  it('follows the newest break-point frame and is silent without one', () => {
    expect(breakPointFromSignals([frame('break_point')])).toBe(true);
    expect(breakPointFromSignals([frame('break_point'), frame('break_point_result')])).toBe(false);
    expect(breakPointFromSignals([frame('stoppage')])).toBeUndefined();
    expect(breakPointFromSignals(undefined)).toBeUndefined();
  });
});
