import { describe, expect, it } from 'vitest';
import { localTime } from './local-time';

// Local noon of a fixed day, so the day boundaries below hold in any time zone the tests run in.
const now = new Date(2026, 10, 25, 12, 0).getTime();
const at = (days: number, hours = 0) => new Date(now + days * 86_400_000 + hours * 3_600_000).toISOString();

describe('localTime: as short as stays unambiguous', () => {
  it('today: the time of day alone', () => {
    expect(localTime(at(0, 3), now)).toMatch(/^\d{2}:\d{2}/);
    expect(localTime(at(0, 3), now)).not.toMatch(/[A-Za-z]{3}/);
  });

  it('within a week: with the weekday; beyond: with the date, and the year when it differs', () => {
    expect(localTime(at(3), now)).toMatch(/Sat/);
    const nextMonth = localTime(at(20), now) ?? '';
    expect(nextMonth).toMatch(/Dec/);
    expect(nextMonth).not.toMatch(/2026/);
    expect(localTime(at(60), now)).toMatch(/2027/);
  });

  it('nothing for a missing or unreadable instant', () => {
    expect([null, undefined, 'soon'].map((v) => localTime(v, now))).toEqual([null, null, null]);
  });
});
