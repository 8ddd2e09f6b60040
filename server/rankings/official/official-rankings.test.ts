import { describe, expect, it } from 'vitest';
import {
  officialTable,
  playerRecordAt,
  previousRank,
  weekIndexAtOrBefore,
  weekRows,
  weekSize,
} from './official-rankings';

const FEDERER = 103819;
const SAMPRAS = 101948;
const VENUS = 200748;

describe('official rankings from every file of the pack', () => {
  const atp = officialTable('atp');
  const wta = officialTable('wta');

  it('holds weekly lists across the eras, in date order, with the gaps stated', () => {
    expect(atp.weeks[0]).toBe('1973-08-27');
    expect(atp.weeks.at(-1)).toBe('2024-12-30');
    expect([...atp.weeks].sort()).toEqual(atp.weeks);
    // 1990-1999 is weekly in the 90s file: 520 lists.
    expect(atp.weeks.filter((w) => w.startsWith('199')).length).toBe(520);
    // The headerless 80s file's first line is data, not a header: 1980-12-22 is held.
    expect(atp.weeks).toContain('1980-12-22');
    expect(atp.gaps).toContainEqual({ from: '2017-09-18', to: '2017-12-25' });
    expect(atp.gaps).toContainEqual({ from: '1980-01-02', to: '1980-12-15' });
    // The 2020 freeze published no list: not a hole in the data.
    expect(atp.gaps.some((g) => g.from.startsWith('2020'))).toBe(false);
    expect(wta.gaps).toContainEqual({ from: '2017-11-27', to: '2017-12-25' });
  });

  it('reads each week in rank order with one row per player', () => {
    const w = weekIndexAtOrBefore(atp, '2004-02-02');
    expect(atp.weeks[w]).toBe('2004-02-02');
    const rows = weekRows(atp, w);
    expect(rows.length).toBe(weekSize(atp, w));
    expect(rows[0]).toMatchObject({ rank: 1, playerId: FEDERER, date: '2004-02-02' });
    const ranks = rows.map((r) => r.rank);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
    expect(new Set(rows.map((r) => r.playerId)).size).toBe(rows.length);
    expect(weekRows(atp, w, 1, 2).map((r) => r.rank)).toEqual([2, 3]);
  });

  it('answers a player as of any date, never a later week', () => {
    expect(playerRecordAt(atp, SAMPRAS, '1993-04-12')).toMatchObject({ date: '1993-04-12', rank: 1 });
    expect(playerRecordAt(atp, FEDERER, '1997-01-01')).toBeUndefined();
    const r = playerRecordAt(atp, FEDERER, '2017-11-01');
    // Inside the 2017 gap the newest held week is before it.
    expect(r?.date).toBe('2017-09-11');
    expect(playerRecordAt(wta, VENUS, '2002-03-01')?.rank).toBe(1);
  });

  it('serves no points for the ATP 80s file, which records none, and null never as 0', () => {
    const w = weekIndexAtOrBefore(atp, '1985-06-01');
    expect(weekRows(atp, w, 0, 5).every((r) => r.points === null)).toBe(true);
    const w2 = weekIndexAtOrBefore(atp, '2004-02-02');
    expect(weekRows(atp, w2, 0, 1)[0].points).toBeGreaterThan(0);
  });

  it('reads WTA 2018-12-31, published by two files, from the newer one only', () => {
    const w = weekIndexAtOrBefore(wta, '2018-12-31');
    expect(wta.weeks[w]).toBe('2018-12-31');
    const rows = weekRows(wta, w);
    expect(new Set(rows.map((r) => r.playerId)).size).toBe(rows.length);
    expect(rows.length).toBe(889);
  });

  it('gives the previous week’s rank only when that week is the one before', () => {
    const w = weekIndexAtOrBefore(atp, '2004-02-09');
    expect(previousRank(atp, w, FEDERER)).toBe(1);
    const afterGap = weekIndexAtOrBefore(atp, '2018-01-01');
    expect(previousRank(atp, afterGap, FEDERER)).toBeNull();
  });
});
