import { describe, expect, it } from 'vitest';
import type { Score } from '../../../contract/score';
import { chartSummary } from './chart-summary';
import { createSeriesBook } from './price-series';
import { makeLiveMatch } from './test-rows';

const base = makeLiveMatch().score as Score;
const at = (sequence: number, p: number | null, t: number) =>
  ({ ...base, sequence, win_probability_p1: p, accepted_at: new Date(t).toISOString() }) as Score;

describe('series book', () => {
  it('adds a model sample per new score state, capped, and tells listeners', () => {
    const book = createSeriesBook(3);
    const heard: number[] = [];
    book.subscribe((id) => heard.push(id));
    for (let i = 1; i <= 5; i++) book.scoreSeen(7, at(i, 0.5 + i / 100, i * 1000), 0);
    book.scoreSeen(7, at(5, 0.9, 9000), 0); // the same state re-asserted is not a new point
    book.scoreSeen(7, at(6, null, 9000), 0); // no model output: no sample
    expect(book.get(7).model).toEqual([
      { t: 3000, p: 0.53 },
      { t: 4000, p: 0.54 },
      { t: 5000, p: 0.55 },
    ]);
    expect(heard).toEqual([7, 7, 7, 7, 7]);
  });

  it('keeps the newest ticks of a price read and ignores an unchanged one', () => {
    const book = createSeriesBook(2);
    let heard = 0;
    book.subscribe(() => heard++);
    const ticks = [
      { t: 1, mid: 0.4 },
      { t: 2, mid: 0.5 },
      { t: 3, mid: 0.6 },
    ];
    book.ticksRead(1, ticks);
    book.ticksRead(
      1,
      ticks.map((k) => ({ ...k })),
    );
    expect(book.get(1).market).toEqual(ticks.slice(1));
    expect(heard).toBe(1);
  });
});

describe('chartSummary', () => {
  it('says where each line ends and how far it moved', () => {
    const book = createSeriesBook();
    book.scoreSeen(1, at(1, 0.59, 1000), 0);
    book.scoreSeen(1, at(2, 0.62, 2000), 0);
    book.ticksRead(1, [
      { t: 500, mid: 0.61 },
      { t: 1500, mid: 0.6 },
    ]);
    expect(chartSummary(book.get(1), 'Alcaraz')).toBe(
      'Alcaraz to win: model 62% (+3 pp over the last 2 points), market 60% (−1 pp over the last 2 prices)',
    );
    expect(chartSummary(createSeriesBook().get(1), 'Alcaraz')).toBe('Alcaraz to win: no prices yet');
  });

  it('fills the chart from the tape before the first live reading, and a re-asserted state adds nothing', () => {
    const book = createSeriesBook(4);
    book.scoreSeen(7, at(10, 0.7, 10_000), 0);
    book.historyRead(7, [
      { sequence: 7, t: 7000, p: 0.61 },
      { sequence: 8, t: 8000, p: 0.62 },
      { sequence: 9, t: 9000, p: 0.63 },
      { sequence: 10, t: 10_000, p: 0.7 },
    ]);
    expect(book.get(7).model.map((s) => s.p)).toEqual([0.61, 0.62, 0.63, 0.7]);
    // Opened before any live score: the tape's newest state is the one a live frame may re-assert.
    book.historyRead(8, [{ sequence: 3, t: 3000, p: 0.4 }]);
    book.scoreSeen(8, at(3, 0.4, 3000), 0);
    book.scoreSeen(8, at(4, 0.45, 4000), 0);
    expect(book.get(8).model).toEqual([
      { t: 3000, p: 0.4 },
      { t: 4000, p: 0.45 },
    ]);
  });
});
