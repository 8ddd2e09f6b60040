import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { dataPath } from '../data/data-dir';
import { parseRankingRows, RowColumns } from '../rankings/official/parse-ranking-rows';
import { RANKING_FILES } from '../rankings/official/ranking-files';
import { careerHighs } from './career-highs';

/** The plain reading the packed table replaces: best rank, then earliest week, per `tour:id`. */
function referenceHighs(): Map<string, { rank: number; day: number }> {
  const best = new Map<string, { rank: number; day: number }>();
  for (const tour of ['atp', 'wta'] as const)
    RANKING_FILES[tour].forEach((f, n) => {
      const rows = new RowColumns();
      parseRankingRows(gunzipSync(readFileSync(dataPath('rankings', f.file))), n, false, rows);
      for (let i = 0; i < rows.length; i++) {
        const key = `${tour}:${rows.player[i]}`;
        const known = best.get(key);
        if (
          known &&
          (rows.rank[i] > known.rank || (rows.rank[i] === known.rank && rows.date[i] >= known.day))
        )
          continue;
        best.set(key, { rank: rows.rank[i], day: rows.date[i] });
      }
    });
  return best;
}

describe('careerHighs', () => {
  it('answers every player of the ranking files as the plain reading does, and nothing for others', () => {
    const highs = careerHighs();
    const reference = referenceHighs();
    expect(reference.size).toBeGreaterThan(20_000);
    const differ: string[] = [];
    for (const [key, { rank, day }] of reference) {
      const d = String(day);
      const want = { rank, date: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` };
      const got = highs.get(key);
      if (got?.rank !== want.rank || got.date !== want.date) differ.push(key);
    }
    expect(differ).toEqual([]);
    expect(highs.packed.keys.length).toBe(reference.size);
    expect(highs.get('atp:0')).toBeUndefined();
    expect(highs.get('itf:103819')).toBeUndefined();
    expect(highs.get('atp:103819')).toEqual({ rank: 1, date: '2004-02-02' });
  }, 60_000);
});
