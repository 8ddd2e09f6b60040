import type { ArchiveMatch } from '../../contract/archive';
import type { ResultPlayer, ResultRow, ServeStats } from '../data/results';
import { outcomeOf } from './archive-score';

/** The corpus key of a row: tour, tourney_id and match_num as published. */
const sourceIdOf = (r: ResultRow): string => `${r.tour}:${r.tourneyId}:${r.matchNum ?? ''}`;

const int = (v: number | null): number | null => (v === null ? null : Math.round(v));

function participant(p: ResultPlayer) {
  return {
    name: p.name || null,
    rank: int(p.rank),
    rank_points: int(p.rankPoints),
    seed: int(p.seed),
    entry: p.entry,
    player_id: p.id || null,
    hand: p.hand,
    // Lowercase like Player.country (the files write IOC codes in capitals).
    country: p.ioc?.toLowerCase() ?? null,
    height_cm: int(p.ht),
    age: p.age,
  };
}

/** One side's serve figures under the vendor's names; null where the source cell is empty. */
export function serveOf(s: ServeStats) {
  return {
    aces: s.ace,
    double_faults: s.df,
    serve_points: s.svpt,
    first_in: s.firstIn,
    first_won: s.firstWon,
    second_won: s.secondWon,
    serve_games: s.svGms,
    bp_saved: s.bpSaved,
    bp_faced: s.bpFaced,
  };
}

/** True when the era recorded serve statistics for this match (any cell of either side). */
export const hasStats = (r: ResultRow): boolean =>
  Object.values(r.winnerStats).some((v) => v !== null) || Object.values(r.loserStats).some((v) => v !== null);

/** The winner-first listing row. */
export function archiveListRow(id: number, r: ResultRow): ArchiveMatch {
  return {
    id,
    source_id: sourceIdOf(r),
    tour: r.tour,
    level: r.level || null,
    tournament: r.tourneyName || null,
    surface: r.surface,
    draw_size: int(r.drawSize),
    event_date: r.date,
    round: r.round || null,
    best_of: int(r.bestOf),
    minutes: int(r.minutes),
    winner: participant(r.winner),
    loser: participant(r.loser),
    score: r.score.trim() === '' ? null : r.score,
    outcome: outcomeOf(r.score),
  };
}

/** The detail row: the listing row plus `stats`, null where the era recorded none (never zero-filled). */
export function archiveDetailRow(id: number, r: ResultRow): ArchiveMatch {
  return {
    ...archiveListRow(id, r),
    stats: hasStats(r) ? { winner: serveOf(r.winnerStats), loser: serveOf(r.loserStats) } : null,
  };
}
