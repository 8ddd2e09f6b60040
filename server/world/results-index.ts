import { normName } from '../data/names';
import { loadCurrentRankings } from '../data/players';
import { loadResults, type ResultRow } from '../data/results';
import type { ReplayMatch } from '../data/slam-pbp';
import { matchupServeProbabilities } from '../engine/serve-rates';
import type { CatalogueInput } from './catalogue';
import { SLAM_NAMES } from './match-facts';
import type { ServeEstimate } from './match-model';

/** Look-ups over the real results files that the live world needs. */
export class ResultsIndex {
  private readonly rows: ResultRow[];
  private readonly slamDates = new Map<string, string>();
  // Keyed `tour:id`: ATP and WTA player-file ids overlap.
  private readonly activeIn = new Map<string, Set<number>>();
  private readonly byPlayer = new Map<string, ResultRow[]>();
  private rankingDate: string | null = null;

  constructor() {
    this.rows = loadResults();
    for (const r of this.rows) {
      const season = Number(r.season);
      if (r.level === 'G') {
        const key = `${season}|${normName(r.tourneyName)}`;
        if (!this.slamDates.has(key)) this.slamDates.set(key, r.date);
      }
      for (const id of [`${r.tour}:${r.winner.id}`, `${r.tour}:${r.loser.id}`]) {
        const seasons = this.activeIn.get(id) ?? new Set<number>();
        seasons.add(season);
        this.activeIn.set(id, seasons);
        const list = this.byPlayer.get(id) ?? [];
        list.push(r);
        this.byPlayer.set(id, list);
      }
    }
  }

  catalogueRows(): CatalogueInput[] {
    return this.rows.map((r) => ({
      file: r.tour,
      level: r.level,
      name: r.tourneyName,
      surface: r.surface,
      season: Number(r.season),
    }));
  }

  /** Start date of a slam in a season, from the real results. */
  slamDate(year: number, slam: ReplayMatch['slam']): string | null {
    return this.slamDates.get(`${year}|${normName(SLAM_NAMES[slam])}`) ?? null;
  }

  /** Among namesakes, the one who played that season. */
  preferActive(ids: number[], tour: 'atp' | 'wta', year: number): number | undefined {
    return ids.find((id) => this.activeIn.get(`${tour}:${id}`)?.has(year));
  }

  /** Serve-point probabilities from each side's real results before the date (doubles: the first-named pair). */
  serveEstimate(
    names: [string[], string[]],
    tour: 'atp' | 'wta',
    before: string,
    doubles: boolean,
  ): ServeEstimate {
    const r = matchupServeProbabilities(names[0][0], names[1][0], tour, before);
    // Doubles serve holds are higher than singles: lift both sides toward the doubles norm.
    const lift = doubles ? 0.03 : 0;
    return {
      pServe1: r.pServeA + lift,
      pServe2: r.pServeB + lift,
      inputs: { ...(r.inputs as Record<string, unknown>), doubles_lift: doubles ? lift : undefined, before },
    };
  }

  /** Real ranking points of both sides at the time, read from the real result of this match. */
  rankPoints(m: ReplayMatch, names: [string[], string[]]): [number | null, number | null] {
    if (m.event !== 'singles') return [null, null];
    const a = normName(names[0][0]);
    const b = normName(names[1][0]);
    const slam = normName(SLAM_NAMES[m.slam]);
    for (const r of this.rows) {
      if (r.level !== 'G' || Number(r.season) !== m.year || normName(r.tourneyName) !== slam) continue;
      const w = normName(r.winner.name);
      const l = normName(r.loser.name);
      if (w === a && l === b) return [r.winner.rankPoints, r.loser.rankPoints];
      if (w === b && l === a) return [r.loser.rankPoints, r.winner.rankPoints];
    }
    return [null, null];
  }

  /** Win-loss per season for the newest three seasons the player appears in. */
  seasonRecords(
    tour: 'atp' | 'wta',
    playerId: number,
  ): Array<{ season: number; wins: number; losses: number }> {
    const list = this.byPlayer.get(`${tour}:${playerId}`) ?? [];
    const per = new Map<number, { season: number; wins: number; losses: number }>();
    for (const r of list) {
      const s = Number(r.season);
      const rec = per.get(s) ?? { season: s, wins: 0, losses: 0 };
      if (r.winner.id === playerId) rec.wins++;
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
