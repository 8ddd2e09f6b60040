import { describe, expect, it } from 'vitest';
import { playerTourLabel } from './player-tour';

describe('playerTourLabel', () => {
  it('names ATP and WTA whatever their case', () => {
    expect(playerTourLabel('ATP')?.text).toBe('ATP');
    expect(playerTourLabel('wta')?.text).toBe('WTA');
    expect(playerTourLabel('juniors_girls')?.text).toBe('Juniors');
  });
  it('reads an unlisted tour as unknown, raw value on hover, and no tour as nothing', () => {
    expect(playerTourLabel('utr_pro')).toEqual({
      text: 'unknown',
      title: 'Tour not known to Courtside (“utr_pro”)',
    });
    expect(playerTourLabel(null)).toBeNull();
    expect(playerTourLabel('')).toBeNull();
  });
});
