import { describe, expect, it } from 'vitest';
import { normName } from '../data/names';
import { loadPlayers } from '../data/players';
import { norm } from './norm';

describe('norm', () => {
  it('agrees with normName on every name of the player files and on awkward spellings', () => {
    const names = [
      ...loadPlayers().map((p) => p.name),
      'Jo-Wilfried Tsonga',
      'Stan  Wawrinka',
      'Juan Martin del Potro',
      'Björn Borg',
      "O'Brien",
      ' Leading Space',
    ];
    const differ = names.filter((n) => norm(n) !== normName(n));
    expect(differ).toEqual([]);
    expect(names.length).toBeGreaterThan(100_000);
  });
});
