import { describe, expect, it } from 'vitest';
import { ageLabel, countryLabel, shortTeamName, surfaceLabel, tourLabel } from './match-labels';

describe('match labels', () => {
  it('names known values', () => {
    expect(tourLabel('atp')).toBe('ATP');
    expect(surfaceLabel('clay')).toBe('Clay');
    expect(countryLabel('esp')).toBe('ESP');
  });
  it('reads values this build does not know as "unknown", never as if known', () => {
    expect(tourLabel('team_cup')).toBe('unknown');
    expect(surfaceLabel('carpet')).toBe('unknown');
  });
  it('returns null for null so the caller omits it', () => {
    expect(tourLabel(null)).toBeNull();
    expect(surfaceLabel(null)).toBeNull();
    expect(countryLabel(null)).toBeNull();
    expect(ageLabel(null)).toBeNull();
  });
  it('formats ages', () => {
    expect(ageLabel(0)).toBe('0 s');
    expect(ageLabel(150)).toBe('2 min');
    expect(ageLabel(7200)).toBe('2 h');
  });
});

describe('shortTeamName', () => {
  it('keeps a doubles team to its surnames and leaves singles names alone', () => {
    expect(shortTeamName('Leylah Fernandez / Taylor Townsend')).toBe('Fernandez / Townsend');
    expect(shortTeamName('Joao Sousa / Jordan Thompson')).toBe('Sousa / Thompson');
    expect(shortTeamName('Juan Martin del Potro')).toBe('Juan Martin del Potro');
  });
});
