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

/**
 * Every career high, packed: rows ordered by `key` (tour 0 atp / 1 wta, times 2^32, plus the player
 * id), with the rank and the day (yyyymmdd) beside. Typed arrays cross from the worker without a
 * copy: as 26k entries of a string key and an object they were ~80k objects to clone and collect on
 * the request thread.
 */
export interface PackedHighs {
  keys: Float64Array;
  ranks: Int32Array;
  days: Int32Array;
}

const TOUR_CODE: Record<string, number> = { atp: 0, wta: 1 };
const packedKey = (tour: number, player: number) => tour * 2 ** 32 + player;

/** Career highs by `tour:player_id`, read from the packed rows; a high's date is made when read. */
export class CareerHighs {
  constructor(readonly packed: PackedHighs) {}

  get(key: string): CareerHigh | undefined {
    const colon = key.indexOf(':');
    const tour = TOUR_CODE[key.slice(0, colon)];
    const player = Number(key.slice(colon + 1));
    if (tour === undefined || !Number.isInteger(player)) return undefined;
    const want = packedKey(tour, player);
    const { keys, ranks, days } = this.packed;
    let lo = 0;
    let hi = keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (keys[mid] < want) lo = mid + 1;
      else if (keys[mid] > want) hi = mid - 1;
      else {
        const d = String(days[mid]);
        return { rank: ranks[mid], date: `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}` };
      }
    }
    return undefined;
  }
}

let cache: CareerHighs | null = null;

/** Holds career highs read elsewhere (archive-ready.ts) unless this thread read them. */
export function holdCareerHighs(read: PackedHighs): void {
  cache ??= new CareerHighs(read);
}

/** Career-high per `tour:player_id`, read once from every ranking file of both tours. */
export function careerHighs(): CareerHighs {
  if (cache) return cache;
  const best = new Map<number, { rank: number; day: number }>();
  for (const tour of ['atp', 'wta'] as const)
    RANKING_FILES[tour].forEach((f, n) => {
      const rows = new RowColumns();
      parseRankingRows(gunzipSync(readFileSync(dataPath('rankings', f.file))), n, false, rows);
      for (let i = 0; i < rows.length; i++) {
        const key = packedKey(TOUR_CODE[tour], rows.player[i]);
        const rank = rows.rank[i];
        const d = rows.date[i];
        const known = best.get(key);
        if (known && (rank > known.rank || (rank === known.rank && d >= known.day))) continue;
        best.set(key, { rank, day: d });
      }
    });
  const keys = Float64Array.from(best.keys()).sort();
  const ranks = new Int32Array(keys.length);
  const days = new Int32Array(keys.length);
  keys.forEach((k, i) => {
    const b = best.get(k)!;
    ranks[i] = b.rank;
    days[i] = b.day;
  });
  cache = new CareerHighs({ keys, ranks, days });
  return cache;
}
