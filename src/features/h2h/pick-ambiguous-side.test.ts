import { describe, expect, it } from 'vitest';
import { pickAmbiguousSide } from './pick-ambiguous-side';

describe('pickAmbiguousSide', () => {
  it('picks the name every candidate contains, accents and case aside', () => {
    expect(pickAmbiguousSide('Sinner', 'Carlos Alcaraz', ['Jannik Sinner', 'Martin Sinner'])).toBe('a');
    expect(pickAmbiguousSide('Roger Federer', 'nadal', ['Rafael Nadal', 'Rafaël Nadal Jr'])).toBe('b');
    expect(pickAmbiguousSide('Gael Monfils', 'Schuttler', ['Rainer Schüttler', 'Ann Schüttler'])).toBe('b');
    expect(pickAmbiguousSide('Ramirez', 'Muller', ['Jürgen Müller', 'Max Müller'])).toBe('b');
  });

  it('answers for p1 when both fragments fit, as the service checks p1 first', () => {
    expect(pickAmbiguousSide('Williams', 'Williams', ['Venus Williams', 'Serena Williams'])).toBe('a');
  });
});
