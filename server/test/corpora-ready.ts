import { eloTapeReady } from '../rankings/elo/elo-tape';
import { officialTableReady } from '../rankings/official/official-rankings';
import { publishedNamesReady } from '../rankings/player-names';

/**
 * Both official tables, the published names and both Elo tapes, made ready the way the rankings
 * route's gate makes them: built in a worker and recorded in the cache folder, or replayed from
 * that recording (off-thread-record.ts). Built in place (`warmRankings`), each test process that
 * read rankings parsed and walked the files again: 14 CPU-seconds against 3 for a replay.
 */
export function rankingsCorporaReady(): Promise<unknown> {
  return Promise.all([
    officialTableReady('atp'),
    officialTableReady('wta'),
    publishedNamesReady(),
    eloTapeReady('atp'),
    eloTapeReady('wta'),
  ]);
}
