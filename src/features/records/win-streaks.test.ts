import { beforeAll, describe, expect, it } from 'vitest';
import { TOURS_RULE } from './count-rule';
import type { RecordMatch } from './record-match';
import { archiveMatchesFromRawFile } from './test-results-files';
import { longestStreaks } from './win-streaks';

let atp: RecordMatch[];
let wta: RecordMatch[];
beforeAll(() => {
  atp = archiveMatchesFromRawFile('atp');
  wta = archiveMatchesFromRawFile('wta');
});

const best = (matches: RecordMatch[], name: string) =>
  longestStreaks(matches, TOURS_RULE).find((s) => s.name === name);

describe('longest winning streaks in the results files', () => {
  it('gives the ATP’s list: Borg 49, Vilas 46, Lendl 44, Djokovic 43, McEnroe 42', () => {
    const top = longestStreaks(atp, TOURS_RULE).slice(0, 5);
    expect(top.map((s) => [s.name, s.wins])).toEqual([
      ['Bjorn Borg', 49],
      ['Guillermo Vilas', 46],
      ['Ivan Lendl', 44],
      ['Novak Djokovic', 43],
      ['John McEnroe', 42],
    ]);
  });

  it('counts Djokovic’s run from the 2010 Davis Cup final, walkovers skipped, to the 2011 Roland Garros semi-final', () => {
    expect(best(atp, 'Novak Djokovic')).toMatchObject({
      wins: 43,
      fromDate: '2010-12-03',
      toDate: '2011-05-22',
    });
  });

  it('gives Navratilova 74 and Graf 66', () => {
    expect(best(wta, 'Martina Navratilova')?.wins).toBe(74);
    expect(best(wta, 'Steffi Graf')?.wins).toBe(66);
  });
});
