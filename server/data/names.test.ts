import { describe, expect, it } from 'vitest';
import { normFull, normName } from './names';
import { loadPlayers } from './players';

describe('normName', () => {
  it('equals the full normalisation on every name of the player files and on awkward spellings', () => {
    const names = [
      ...loadPlayers().map((p) => p.name),
      'Jo-Wilfried Tsonga',
      'Stan  Wawrinka',
      'Juan Martin del Potro',
      'Björn Borg',
      "O'Brien",
      ' Leading Space',
      'Trailing ',
      'Tab\tName',
      'J. Smith',
      'ÉLODIE',
      '',
    ];
    const differ = names.filter((n) => normName(n) !== normFull(n));
    expect(differ).toEqual([]);
    expect(names.length).toBeGreaterThan(100_000);
  });

  it('folds accents, punctuation, case and runs of spaces', () => {
    expect(normName('  Jo-Wilfried   TSONGA ')).toBe('jo wilfried tsonga');
    expect(normName('Björn Borg')).toBe('bjorn borg');
    expect(normName('Roger Federer')).toBe('roger federer');
  });
});
