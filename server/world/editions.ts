import type { RoundCode, Slam } from '../engine/formats';
import type { ReplayMatch } from '../data/slam-pbp';
import { hash32, shuffled } from '../engine/rng';

/** The order of a draw's rounds, first to last; a recording without a round code plays first. */
const ROUND_ORDER: readonly (RoundCode | null)[] = [null, 'R128', 'R64', 'R32', 'R16', 'QF', 'SF', 'F'];
/** A season's slams in calendar order, so a family's editions follow the tour's year. */
const SLAM_ORDER: readonly Slam[] = ['ausopen', 'frenchopen', 'wimbledon', 'usopen'];

/** One draw of one season: a slam's event in a year, its recordings grouped by round, first round first. */
export interface Edition {
  /** e.g. '2012-ausopen-singles-men'. */
  key: string;
  /** The catalogue tournament the edition belongs to (slam, event, gender): one id across seasons. */
  tournament: string;
  year: number;
  slam: Slam;
  rounds: ReplayMatch[][];
}

/** The draws whose players overlap from one season to the next: an event and gender (men's singles…). */
export const familyOf = (m: Pick<ReplayMatch, 'event' | 'gender'>) => `${m.event}-${m.gender ?? 'mixed'}`;

/**
 * The recordings as editions, grouped by family, each family's editions in calendar order (year,
 * then the slams' order in a season). Within a round the order is a seeded shuffle.
 */
export function editionsByFamily(pool: readonly ReplayMatch[], seed: number): Map<string, Edition[]> {
  const byKey = new Map<string, ReplayMatch[]>();
  for (const m of pool) {
    const key = `${m.year}-${m.slam}-${familyOf(m)}`;
    const list = byKey.get(key);
    if (list) list.push(m);
    else byKey.set(key, [m]);
  }
  const families = new Map<string, Edition[]>();
  for (const [key, list] of byKey) {
    const first = list[0];
    const rounds = ROUND_ORDER.map((code) =>
      shuffled(
        list.filter((m) => m.roundCode === code).sort((a, b) => a.key.localeCompare(b.key)),
        hash32(seed, key, code ?? 'none'),
      ),
    ).filter((r) => r.length > 0);
    const family = familyOf(first);
    const edition = {
      key,
      tournament: `${first.slam}-${family}`,
      year: first.year,
      slam: first.slam,
      rounds,
    };
    families.set(family, [...(families.get(family) ?? []), edition]);
  }
  for (const list of families.values())
    list.sort((a, b) => a.year - b.year || SLAM_ORDER.indexOf(a.slam) - SLAM_ORDER.indexOf(b.slam));
  return new Map([...families].sort(([a], [b]) => a.localeCompare(b)));
}
