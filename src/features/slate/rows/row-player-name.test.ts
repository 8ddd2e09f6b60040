import { describe, expect, it } from 'vitest';
import { namePieces } from './row-player-name';

describe('namePieces', () => {
  it('keeps a hyphenated surname as one piece after the given name', () => {
    expect(namePieces('Edouard Roger-Vasselin')).toEqual([
      { text: 'Edouard', given: true },
      { text: 'Roger-Vasselin', given: false },
    ]);
  });

  it('takes the surname by the one surname rule: particles and listed family names stay with it', () => {
    expect(namePieces('Juan Martin del Potro').map((p) => p.text)).toEqual(['Juan Martin', 'del Potro']);
    expect(namePieces('Roberto Bautista Agut').map((p) => p.text)).toEqual(['Roberto', 'Bautista Agut']);
  });

  it('gives a doubles team one piece per surname, and a one-word name one piece', () => {
    expect(namePieces('Hruncakova / Mihalikova')).toEqual([
      { text: 'Hruncakova /', given: false },
      { text: 'Mihalikova', given: false },
    ]);
    expect(namePieces('Sinner')).toEqual([{ text: 'Sinner', given: false }]);
  });
});
