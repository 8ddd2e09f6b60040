import { describe, expect, it } from 'vitest';
import { freeDayFigures } from './free-day-model';

// The planner's model on a fake clock against the real service app: the day's plan must fit the
// FREE key's 100 and keep the slate's age near the floor (even intervals, the reserve spent).
describe('FREE day model (bench:client)', () => {
  it('fits 100 requests with no 429 and holds the median age within 1.1 × the floor', async () => {
    const f = await freeDayFigures();
    expect(f.free_day_requests).toBeLessThanOrEqual(100);
    expect(f.free_day_requests).toBeGreaterThanOrEqual(90);
    expect(f.free_day_429).toBe(0);
    expect(f.free_day_staleness_median_s).toBeLessThanOrEqual(1.1 * f.free_day_staleness_floor_s);
  }, 120_000);
});
