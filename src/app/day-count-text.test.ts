import { describe, expect, it } from 'vitest';
import { dayCountText } from './day-count-text';

describe('dayCountText', () => {
  it('reads the count against the daily limit /usage states', () => {
    expect(dayCountText(97, 100, { tier: 'free', limits: { per_day: 100 } }).text).toBe('97 of 100');
  });

  it('invents no limit when /usage states none (an ULTRA table figure is not the key’s)', () => {
    const out = dayCountText(499_900, 500_000, {
      tier: 'ultra',
      limits: { per_minute: 600 },
      today: { calls: 100 },
    });
    expect(out.text).not.toMatch(/500,000/);
    expect(out).toEqual({ label: 'Requests today', text: '100 made, no daily limit stated' });
    expect(dayCountText(1, 500_000, { tier: 'ultra', limits: { per_day: null } }).text).toBe(
      'no daily limit stated',
    );
  });

  it('says what is left when the service says so without a limit', () => {
    expect(dayCountText(5, 500_000, { tier: 'pro', today: { remaining_day: 42 } }).text).toBe(
      '42 (no daily limit stated)',
    );
  });

  it('uses the budget’s own count before /usage has answered', () => {
    expect(dayCountText(100, 100, undefined).text).toBe('100 of 100');
  });
});
