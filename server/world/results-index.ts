import { compactResultsHeld, rowsView } from '../data/compact-results';
import { diskCached } from '../data/disk-cache';
import { loadCurrentRankings } from '../data/players';
import { loadResults } from '../data/results';
import type { ReplayMatch } from '../data/slam-pbp';
import type { CatalogueInput } from './catalogue';
import { SLAM_NAMES } from './match-facts';
import type { ServeEstimate } from './match-model';
import {
  buildResultsDigest,
  type ResultsDigest,
  rankPointsOf,
  serveEstimateOf,
  slamKey,
} from './results-digest';

/** The cached form of the digest: what a start reads instead of parsing every results file. */
export const DIGEST_FORM = { name: 'results-digest', sources: ['results', 'slam_pbp'] } as const;

/**
 * Look-ups over the real results files that the live world needs. The live replay starts from the
 * digest (cached on disk); the parsed rows load only when a read needs them (season records).
 */
export class ResultsIndex {
  private readonly digest: ResultsDigest;
  private readonly activeIn = new Map<string, Set<number>>();
  private rankingDate: string | null = null;

  /** `recordings`: where a digest built here takes the recordings from (start-forms-worker.ts). */
  constructor(recordings?: () => ReplayMatch[]) {
    this.digest = diskCached({
      ...DIGEST_FORM,
      build: () => buildResultsDigest(recordings),
      encode: (d) => d,
      decode: (d) => d,
    });
    for (const [id, seasons] of Object.entries(this.digest.activeIn)) this.activeIn.set(id, new Set(seasons));
  }

  catalogueRows(): CatalogueInput[] {
    return this.digest.catalogue;
  }

  /** Start date of a slam in a season, from the real results. */
  slamDate(year: number, slam: ReplayMatch['slam']): string | null {
    return this.digest.slamDates[slamKey(year, SLAM_NAMES[slam])] ?? null;
  }

  /** Among namesakes, the one who played that season. */
  preferActive(ids: number[], tour: 'atp' | 'wta', year: number): number | undefined {
    return ids.find((id) => this.activeIn.get(`${tour}:${id}`)?.has(year));
  }

  /** Serve-point probabilities of a recording's sides from their real results before the match. */
  serveEstimate(m: ReplayMatch): ServeEstimate {
    return (
      this.digest.perMatch[m.key]?.estimate ??
      serveEstimateOf(m, this.slamDate(m.year, m.slam) ?? `${m.year}-01-01`)
    );
  }

  /** Real ranking points of both sides at the time, read from the real result of this match. */
  rankPoints(m: ReplayMatch): [number | null, number | null] {
    const known = this.digest.perMatch[m.key]?.rankPoints;
    if (known) return known;
    const key = slamKey(m.year, SLAM_NAMES[m.slam]);
    return rankPointsOf(
      m,
      loadResults().filter((r) => r.level === 'G' && slamKey(r.season, r.tourneyName) === key),
    );
  }

  /** Win-loss per season for the newest three seasons the player appears in. */
  seasonRecords(
    tour: 'atp' | 'wta',
    playerId: number,
  ): Array<{ season: number; wins: number; losses: number }> {
    // A scan of the compact results' id columns (a few ms) rather than an index of every row by
    // player, which held ~800k references to parsed rows for this one read.
    const results = compactResultsHeld() ?? rowsView(loadResults());
    const per = new Map<number, { season: number; wins: number; losses: number }>();
    for (let i = 0; i < results.size; i++) {
      if (!results.playedBy(i, tour, playerId)) continue;
      const s = results.season(i);
      const rec = per.get(s) ?? { season: s, wins: 0, losses: 0 };
      if (results.wonBy(i, playerId)) rec.wins++;
      else rec.losses++;
      per.set(s, rec);
    }
    return [...per.values()].sort((x, y) => y.season - x.season).slice(0, 3);
  }

  latestRankingDate(): string | null {
    if (this.rankingDate === null) this.rankingDate = loadCurrentRankings().current[0]?.date ?? null;
    return this.rankingDate;
  }
}
