import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyMonth, type HeldMonth } from '../../lib/weekly-lists/held-month';
import { forEachRankingLine } from '../../lib/weekly-lists/test-ranking-files';
import { type CompareData, compareMonths, compareYears } from './compare-careers';
import { compareLines, compareRows } from './compare-lines';

const DATA = join(__dirname, '../../../data');
const iso = (d: string) => `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
const SAMPRAS = 101948;
const FEDERER = 103819;
const PLAYERS = [
  { id: SAMPRAS, name: 'Pete Sampras' },
  { id: FEDERER, name: 'Roger Federer' },
];

/** The ATP raw ranking files held as months, with only the compared players on each list. */
function heldFromRawFiles(ids: readonly number[]): HeldMonth[] {
  // Keyed by the files' own YYYYMMDD (they sort as their ISO forms do), made ISO once per list.
  const lists = new Map<string, Map<number, number>>();
  forEachRankingLine('atp', (date, rank, id) => {
    const on = lists.get(date) ?? new Map<number, number>();
    lists.set(date, on);
    if (ids.includes(Number(id)) && Number(rank) > 0)
      on.set(Number(id), Math.min(on.get(Number(id)) ?? Number.POSITIVE_INFINITY, Number(rank)));
  });
  const months = new Map<string, HeldMonth>();
  for (const raw of [...lists.keys()].sort()) {
    const d = iso(raw);
    const m = months.get(d.slice(0, 7)) ?? emptyMonth(d.slice(0, 7));
    months.set(d.slice(0, 7), m);
    const on = lists.get(raw) as Map<number, number>;
    m.weeks.atp.push({ date: d, ids: Int32Array.from(on.keys()), ranks: Int32Array.from(on.values()) });
  }
  return [...months.values()];
}

/** A birth date from the raw players file (`YYYYMMDD` there). */
function dobOf(id: number): string {
  const line = gunzipSync(readFileSync(join(DATA, 'players', 'atp_players.csv.gz')))
    .toString('utf8')
    .split('\n')
    .find((l) => l.startsWith(`${id},`));
  return iso((line as string).split(',')[4]);
}

let data: CompareData;
beforeAll(() => {
  data = { months: heldFromRawFiles([SAMPRAS, FEDERER]), years: [] };
});

describe('two careers compared from every weekly list in the ranking files', () => {
  it('gives each player’s career high, its first week and the age then, from the birth dates held', () => {
    const [sampras, federer] = compareRows(data, 'atp', PLAYERS, [dobOf(SAMPRAS), dobOf(FEDERER)], null);
    expect(sampras.dob).toBe('1971-08-12');
    expect(sampras.career).toMatchObject({ best: 1, bestFirst: '1993-04-12' });
    expect(sampras.highAge).toBeCloseTo(21.67, 2);
    expect(federer.career).toMatchObject({ best: 1, bestFirst: '2004-02-02' });
    expect(federer.highAge).toBeCloseTo(22.49, 2);
    // The same weeks at No. 1 as the single career counts (checked there against the record books).
    expect(federer.career?.atOne.weeks).toBe(306);
  });

  it('draws a line by age from the player’s birth date and leaves off one with none', () => {
    const rows = compareRows(data, 'atp', PLAYERS, [dobOf(SAMPRAS), null], null);
    const { rank, undrawn } = compareLines(rows, 'age');
    expect(rank.map((l) => l.name)).toEqual(['Pete Sampras']);
    expect(undrawn.map((r) => r.name)).toEqual(['Roger Federer']);
    const atOne = rank[0].rows.find((r) => r.v === 1);
    expect(atOne?.x).toBeCloseTo(21.67, 2);
    // Every list naming him is a point; a stretch off the lists or without lists is a break.
    expect(rank[0].rows.filter((r) => r.v !== null)).toHaveLength(rows[0].ranked.length);
  });

  it('plans the months from the first result to a year after the last, or to the newest list held', () => {
    const months = compareMonths([{ first: '1988-02-08', last: '2002-08-26' }], '1973-08', '2024-12');
    expect(months[0]).toBe('1988-02');
    expect(months.at(-1)).toBe('2003-08');
    expect(compareMonths([{ first: '1998-06-29', last: '2022-09-23' }], '1973-08', '2024-12').at(-1)).toBe(
      '2024-12',
    );
    expect(compareYears(months)).toHaveLength(16);
  });
});
