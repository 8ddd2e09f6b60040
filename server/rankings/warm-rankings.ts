import { warmElo } from './elo/elo-tape';
import { officialTable } from './official/official-rankings';

/** Loads the ranking tables and computes both Elo walks now, so the first call is not the slow one. */
export function warmRankings(): { ms: number; playersRated: number } {
  const t0 = performance.now();
  officialTable('atp');
  officialTable('wta');
  const { playersRated } = warmElo();
  return { ms: Math.round(performance.now() - t0), playersRated };
}
