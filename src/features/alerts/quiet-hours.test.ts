import { describe, expect, it } from 'vitest';
import { inQuietHours } from './quiet-hours';

const at = (h: number, m = 0) => new Date(2026, 10, 26, h, m);

describe('inQuietHours', () => {
  it('spans midnight when the start is later than the end', () => {
    const night = { from: '22:00', to: '07:00' };
    expect(inQuietHours(at(23, 30), night)).toBe(true);
    expect(inQuietHours(at(6, 59), night)).toBe(true);
    expect(inQuietHours(at(7, 0), night)).toBe(false);
    expect(inQuietHours(at(21, 59), night)).toBe(false);
  });

  it('holds within one day, and is off when unset or empty', () => {
    expect(inQuietHours(at(13), { from: '12:30', to: '14:00' })).toBe(true);
    expect(inQuietHours(at(14), { from: '12:30', to: '14:00' })).toBe(false);
    expect(inQuietHours(at(13), { from: '08:00', to: '08:00' })).toBe(false);
    expect(inQuietHours(at(13), null)).toBe(false);
  });
});
