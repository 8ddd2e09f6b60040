import { describe, expect, it } from 'vitest';
import { shortName, shortNames } from './short-names';

describe('shortName', () => {
  it('keeps the surname with its particles', () => {
    expect(shortName('Andy Murray')).toBe('Murray');
    expect(shortName('Juan Martin del Potro')).toBe('del Potro');
    expect(shortName('Botic van de Zandschulp')).toBe('van de Zandschulp');
    expect(shortName('Felix Auger-Aliassime')).toBe('Auger-Aliassime');
    expect(shortName('Sinner')).toBe('Sinner');
  });

  it('shortens each member of a doubles team', () => {
    expect(shortName('Leylah Fernandez / Taylor Townsend')).toBe('Fernandez / Townsend');
  });
});

describe('shortNames', () => {
  it('keeps full names when the surnames would read the same', () => {
    expect(shortNames(['Serena Williams', 'Venus Williams'])).toEqual(['Serena Williams', 'Venus Williams']);
    expect(shortNames(['Andy Murray', 'Vincent Millot'])).toEqual(['Murray', 'Millot']);
  });
});
