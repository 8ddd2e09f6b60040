import { describe, expect, it } from 'vitest';
import { dayAndTime } from './day-and-time';

describe('dayAndTime', () => {
  it('shows the day and an unpadded hour in the user zone', () => {
    const iso = new Date(2026, 10, 27, 13, 30).toISOString();
    const text = dayAndTime(iso);
    expect(text).toMatch(/27/);
    expect(text).toMatch(/1:30/);
    expect(text).not.toMatch(/01:30/);
  });

  it('is null for an instant it cannot read', () => {
    expect(dayAndTime('not a time')).toBeNull();
  });
});
