import { describe, expect, it } from 'vitest';
import { eloSeries, peakOf, peakRefinement } from './elo-career-stats';
import { eloRow } from './test-rankings';

describe('Elo career', () => {
  it('splits records by ladder, one point per effective week, and omits a ladder never played', () => {
    const s = eloSeries([
      eloRow({ surface: 'overall', rating: 2000, effective_date: '2010-02-01' }),
      eloRow({ surface: 'overall', rating: 1900, effective_date: '2010-01-04' }),
      eloRow({ surface: 'overall', rating: 2000, effective_date: '2010-02-01' }),
      eloRow({ surface: 'clay', rating: 2100, effective_date: '2010-01-04', matches: null }),
      eloRow({ surface: 'mud', rating: 1, effective_date: '2010-01-04' }),
      eloRow({ surface: 'hard', rating: null, effective_date: '2010-01-04' }),
    ]);
    expect(s.overall?.map((p) => p.rating)).toEqual([1900, 2000]);
    expect(s.clay).toEqual([{ date: '2010-01-04', rating: 2100, matches: null }]);
    expect(s.hard).toBeUndefined();
    expect(s.grass).toBeUndefined();
    expect(peakOf('overall', s.overall)).toEqual({ ladder: 'overall', date: '2010-02-01', rating: 2000 });
    expect(peakOf('grass', s.grass)).toBeNull();
  });

  it('reads every week between the monthly reads around the best one', () => {
    expect(
      peakRefinement([
        { asOf: '2010-03-01', rating: 2010 },
        { asOf: '2010-02-01', rating: 2050 },
        { asOf: '2010-01-01', rating: 2000 },
        { asOf: '2009-12-01', rating: null },
      ]),
    ).toEqual([
      '2010-01-08',
      '2010-01-15',
      '2010-01-22',
      '2010-01-29',
      '2010-02-05',
      '2010-02-12',
      '2010-02-19',
      '2010-02-26',
    ]);
  });
});
