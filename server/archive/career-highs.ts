import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '../data/data-dir';
import { parseRankingRows, RowColumns } from '../rankings/official/parse-ranking-rows';
import { RANKING_FILES } from '../rankings/official/ranking-files';

export interface CareerHigh {
  rank: number;
  /** The earliest week that rank was reached, YYYY-MM-DD. */
  date: string;
}

/** The oldest and newest weekly list each tour's files hold (data/README.md, "rankings/"). */
const LISTS_HELD = [
  { tour: 'atp', from: '1973-08-27', to: '2024-12-30' },
  { tour: 'wta', from: '1984-01-02', to: '2024-12-30' },
] as const;

/** What the career-high figures rest on, for the response meta. */
export const CAREER_HIGH_BASIS = {
  weeks_available: LISTS_HELD,
  weeks_unavailable: [
    { tour: 'atp', from: '1968-01-01', to: '1973-08-26' },
    { tour: 'wta', from: '1968-01-01', to: '1984-01-01' },
  ],
  detail:
    'Career-high rank is the best rank on every weekly list the ranking files hold (ATP from 1973-08-27, WTA from 1984-01-02, with a few months missing between); a player ranked only before those lists has null (unknown, not unranked).',
};

let cache: Map<string, CareerHigh> | null = null;

/** Holds career highs read elsewhere (archive-ready.ts) unless this thread read them. */
export function holdCareerHighs(read: Map<string, CareerHigh>): void {
  cache ??= read;
}

/** Career-high per `tour:player_id`, read once from every ranking file of both tours. */
export function careerHighs(): Map<string, CareerHigh> {
  if (cache) return cache;
  const best = new Map<string, { rank: number; day: number }>();
  for (const tour of ['atp', 'wta'] as const)
    RANKING_FILES[tour].forEach((f, n) => {
      const rows = new RowColumns();
      parseRankingRows(gunzipSync(readFileSync(dataPath('rankings', f.file))), n, false, rows);
      for (let i = 0; i < rows.length; i++) {
        const key = `${tour}:${rows.player[i]}`;
        const rank = rows.rank[i];
        const d = rows.date[i];
        const known = best.get(key);
        if (known && (rank > known.rank || (rank === known.rank && d >= known.day))) continue;
        best.set(key, { rank, day: d });
      }
    });
  cache = new Map(
    [...best].map(([key, { rank, day }]) => {
      const d = String(day);
      return [key, { rank, date: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` }];
    }),
  );
  return cache;
}
