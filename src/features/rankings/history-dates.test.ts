import { describe, expect, it } from 'vitest';
import { sampleDates } from './history-dates';

describe('sampleDates', () => {
  it('steps back month by month, oldest first, ending on the given date', () => {
    expect(sampleDates('2024-12-30', 1, 4)).toEqual(['2024-09-30', '2024-10-30', '2024-11-30', '2024-12-30']);
  });

  it('clamps the 31st to the end of shorter months', () => {
    expect(sampleDates('2024-03-31', 1, 3)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
  });

  it('steps by years and leaves out dates before the oldest held', () => {
    expect(sampleDates('2024-08-12', 12, 4, '2022-01-01')).toEqual([
      '2022-08-12',
      '2023-08-12',
      '2024-08-12',
    ]);
  });
});
