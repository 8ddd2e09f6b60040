import { beforeAll, describe, expect, it } from 'vitest';
import { TOURS_RULE } from './count-rule';
import type { RecordMatch } from './record-match';
import { archiveMatchesFromRawFile } from './test-results-files';
import { championAges, isSlam, tallyTitles } from './title-records';

// The figures the tours publish for 1968–2022, computed from the bundled results files the way
// the page computes them from the archive packages.
let atp: RecordMatch[];
let wta: RecordMatch[];
beforeAll(() => {
  atp = archiveMatchesFromRawFile('atp');
  wta = archiveMatchesFromRawFile('wta');
});

const titlesOf = (
  matches: RecordMatch[],
  name: string,
  only?: (m: RecordMatch) => boolean,
  rule = TOURS_RULE,
) => tallyTitles(matches, rule, only).find((t) => t.name === name)?.titles;

describe('Grand Slam titles 1968–2022', () => {
  it('counts Federer 20, Nadal 22, Djokovic 21, Serena Williams 23 and Graf 22', () => {
    expect(titlesOf(atp, 'Roger Federer', isSlam)).toBe(20);
    expect(titlesOf(atp, 'Rafael Nadal', isSlam)).toBe(22);
    expect(titlesOf(atp, 'Novak Djokovic', isSlam)).toBe(21);
    expect(titlesOf(wta, 'Serena Williams', isSlam)).toBe(23);
    expect(titlesOf(wta, 'Steffi Graf', isSlam)).toBe(22);
  });
});

describe('titles by the tours’ rule', () => {
  it('counts Federer 103, Nadal 92 and Serena Williams 73, an Olympic gold included', () => {
    expect(titlesOf(atp, 'Roger Federer')).toBe(103);
    expect(titlesOf(atp, 'Rafael Nadal')).toBe(92);
    expect(titlesOf(wta, 'Serena Williams')).toBe(73);
    expect(tallyTitles(atp, TOURS_RULE)[0]).toMatchObject({ name: 'Jimmy Connors', titles: 110 });
  });

  it('drops the Olympic golds when Olympics are left out, and never counts a team tie', () => {
    const noOlympics = { ...TOURS_RULE, olympics: false };
    expect(titlesOf(atp, 'Rafael Nadal', undefined, noOlympics)).toBe(91);
    expect(titlesOf(wta, 'Serena Williams', undefined, noOlympics)).toBe(72);
    expect(atp.filter((m) => m.level === 'D' && m.round === 'F')).toEqual([]);
  });

  it('adds the finals the files mark as exhibitions only when asked', () => {
    expect(titlesOf(wta, 'Chris Evert')).toBe(147);
    expect(titlesOf(wta, 'Chris Evert', undefined, { ...TOURS_RULE, exhibitions: true })).toBe(163);
  });
});

describe('champions’ ages', () => {
  it('finds Chang and Hingis the youngest, Rosewall and Serena Williams the oldest Slam champions', () => {
    const men = championAges(atp, TOURS_RULE, 3, isSlam);
    expect(men.youngest[0]).toMatchObject({ name: 'Michael Chang', age: 17.2, tournament: 'Roland Garros' });
    expect(men.oldest[0]).toMatchObject({ name: 'Ken Rosewall', age: 37.1 });
    const women = championAges(wta, TOURS_RULE, 3, isSlam);
    expect(women.youngest[0]).toMatchObject({ name: 'Martina Hingis', age: 16.2, date: '1997-01-13' });
    expect(women.oldest[0]).toMatchObject({ name: 'Serena Williams', age: 35.3 });
    // Each champion once: Serena Williams's other late titles do not fill the list.
    expect(women.oldest.filter((c) => c.name === 'Serena Williams')).toHaveLength(1);
  });
});
