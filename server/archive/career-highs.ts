import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dataPath } from '../data/data-dir';

export interface CareerHigh {
  rank: number;
  /** The earliest week that rank was reached, YYYY-MM-DD. */
  date: string;
}

/**
 * The weekly ranking tables the pack holds. The 1980s–2010s ATP and 1990s–2020s WTA decade files
 * are unavailable (data/README.md, "Unavailable files"), so a career-high is the best rank over
 * these weeks only, and null for a player never ranked in them.
 */
const RANKING_FILES = [
  { tour: 'atp', file: 'atp_rankings_70s.csv.gz', from: '1973-08-27', to: '1979-12-26' },
  { tour: 'atp', file: 'atp_rankings_current.csv.gz', from: '2024-01-01', to: '2024-12-30' },
  { tour: 'wta', file: 'wta_rankings_80s.csv.gz', from: '1984-01-02', to: '1989-12-25' },
  { tour: 'wta', file: 'wta_rankings_current.csv.gz', from: '2024-01-01', to: '2024-12-30' },
] as const;

/** What the career-high figures rest on, for the response meta. */
export const CAREER_HIGH_BASIS = {
  weeks_available: RANKING_FILES.map(({ tour, from, to }) => ({ tour, from, to })),
  weeks_unavailable: [
    { tour: 'atp', from: '1980-01-01', to: '2023-12-31' },
    { tour: 'wta', from: '1990-01-01', to: '2023-12-31' },
  ],
  detail:
    'Career-high rank is the best weekly rank in the ranking tables the data pack holds; the other decades are unavailable, so a player ranked only then has null (unknown, not unranked).',
};

let cache: Map<string, CareerHigh> | null = null;

/** Holds career highs read elsewhere (archive-ready.ts) unless this thread read them. */
export function holdCareerHighs(read: Map<string, CareerHigh>): void {
  cache ??= read;
}

/** Career-high per `tour:player_id`, read once from the ranking files (plain CSV: no quotes). */
export function careerHighs(): Map<string, CareerHigh> {
  if (cache) return cache;
  const best = new Map<string, CareerHigh>();
  for (const f of RANKING_FILES) {
    const lines = gunzipSync(readFileSync(dataPath('rankings', f.file)))
      .toString('utf8')
      .split('\n');
    const header = lines[0].replace(/\r$/, '').split(',');
    const [di, ri, pi] = ['ranking_date', 'rank', 'player'].map((h) => header.indexOf(h));
    for (let i = 1; i < lines.length; i++) {
      const cells = lines[i].replace(/\r$/, '').split(',');
      const rank = Number(cells[ri]);
      const d = cells[di] ?? '';
      if (!Number.isInteger(rank) || rank < 1 || d.length !== 8) continue;
      const date = `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
      const key = `${f.tour}:${cells[pi]}`;
      const known = best.get(key);
      if (!known || rank < known.rank || (rank === known.rank && date < known.date))
        best.set(key, { rank, date });
    }
  }
  cache = best;
  return best;
}
