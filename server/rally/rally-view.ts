import type { ChartedMatch } from '../charting/charted-matches';
import { chartedPoints } from '../charting/charting-stats';

/** A charted match as a rally row (GET /rally/matches item). */
export function rallyRow(m: ChartedMatch, matchId: number | null) {
  return {
    rally_match_id: m.id,
    source_id: m.mcpId,
    match_id: matchId,
    date: m.date,
    tournament: m.tournament,
    round: m.round,
    surface: m.surface,
    gender: m.gender,
    best_of: m.bestOf,
    players: m.players.map((p) => ({ name: p.name, hand: p.hand })),
    // Counted from the ServeInfluence family (both players' serve points); null when the pack has none.
    points: chartedPoints(m.mcpId),
    // No point strings are in the pack, so none was parsed.
    points_parsed: 0,
    rally_available: false,
  };
}

const NO_SHOTS =
  "The Match Charting Project's shot-by-shot point files are not in the bundled data pack (4 MiB+ upstream), so `rally` is empty: no shot is ever synthesised. `points` and `meta.total` are the charted point count from the match's stats.";

/** One charted match with its points in play order, paged (always empty here: see `meta.detail`). */
export function rallyDetail(m: ChartedMatch, matchId: number | null, limit: number, offset: number) {
  const row = rallyRow(m, matchId);
  return {
    ...row,
    meta: {
      limit,
      offset,
      count: 0,
      total: row.points,
      has_more: false,
      rally_available: false,
      detail: NO_SHOTS,
    },
    rally: [],
  };
}
