import type { PlayerView } from './roster';
import type { World } from './world';

/**
 * The single-player `stats` block: season win-loss records from the real results, and ratings
 * (a ranking-points share, our own simple scale; never to be mixed with the Elo tape).
 */
export function playerStats(world: World, p: PlayerView) {
  const file = world.roster.fileIdOf(p.id);
  const season = file ? world.results.seasonRecords(file.tour, file.id) : [];
  return {
    ratings: p.ranking_points
      ? { scale: 'ranking_points', ranking_points: p.ranking_points, note: 'Not on the Elo tape scale.' }
      : null,
    ratings_as_of: world.results.latestRankingDate(),
    season,
  };
}
