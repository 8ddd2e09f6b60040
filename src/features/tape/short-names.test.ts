import { describe, expect, it } from 'vitest';
import { shortNames } from './short-names';

describe('shortNames', () => {
  it('names each side by surname, a compound one whole', () => {
    expect(shortNames(['Andy Murray', 'Vincent Millot'])).toEqual(['Murray', 'Millot']);
    expect(shortNames(['Roberto Bautista Agut', 'Juan Martin del Potro'])).toEqual([
      'Bautista Agut',
      'del Potro',
    ]);
    expect(shortNames(['Leylah Fernandez / Taylor Townsend', 'Storm Sanders / John Peers'])).toEqual([
      'Fernandez / Townsend',
      'Sanders / Peers',
    ]);
  });

  it('keeps full names when the surnames would read the same', () => {
    expect(shortNames(['Serena Williams', 'Venus Williams'])).toEqual(['Serena Williams', 'Venus Williams']);
  });
});
