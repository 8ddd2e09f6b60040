import { describe, expect, it } from 'vitest';
import { cardName } from './card-name';

// The spaces before and between initials are non-breaking.
const nb = (s: string) => s.replace(/ (?=\p{Lu}\.)/gu, '\u00a0');

describe('cardName', () => {
  it('puts the surname first and the given names as initials', () => {
    expect(cardName('Kenny De Schepper')).toBe(nb('De Schepper K.'));
    expect(cardName('Juan Martin del Potro')).toBe(nb('del Potro J. M.'));
    expect(cardName('Guillermo Garcia Lopez')).toBe(nb('Garcia Lopez G.'));
    expect(cardName('Botic van de Zandschulp')).toBe(nb('van de Zandschulp B.'));
    expect(cardName('Felix Auger-Aliassime')).toBe(nb('Auger-Aliassime F.'));
    expect(cardName('Carlos Alcaraz')).toBe(nb('Alcaraz C.'));
    // Two given names: the surname is the last word, not everything after the first name.
    expect(cardName('Juan Ignacio Londero')).toBe(nb('Londero J. I.'));
    expect(cardName('Alex de Minaur')).toBe(nb('de Minaur A.'));
  });

  it('leaves a one-word name as it is and shows a doubles team by its surnames', () => {
    expect(cardName('Madonna')).toBe('Madonna');
    expect(cardName('Petra Martic / Elise Mertens')).toBe('Martic / Mertens');
  });
});
