import type { ChartedMatch } from '../charting/charted-matches';
import { type ChartedPointRow, chartedPointRows, hasPoints } from '../charting/charted-points';
import { chartedPoints } from '../charting/charting-stats';
import { decodePoint } from './mcp-notation';

/** Decoded points of a match (only the 140 men's 2012 matches of the pack have them). */
export function decodedPoints(m: ChartedMatch) {
  return chartedPointRows(m.mcpId).map((r) => rallyPoint(r));
}

// A tiebreak game is the one played at 6-6 (12-12 in the rare long-set formats) of a tiebreak set.
const isTiebreak = (r: ChartedPointRow) =>
  r.tiebreakSet && r.games[0] === r.games[1] && (r.games[0] === 6 || r.games[0] === 12);

/** One charted point in the contract's RallyPoint shape: the charter's context plus the decoded shots. */
function rallyPoint(r: ChartedPointRow) {
  const d = decodePoint(r.first, r.second);
  return {
    point: r.pt,
    set: r.sets,
    games: r.games,
    score: r.score || null,
    game: r.game,
    is_tiebreak: isTiebreak(r),
    server: r.server,
    point_winner: r.winner,
    ...d,
    notes: r.notes || null,
  };
}

/** A charted match as a rally row (GET /rally/matches item). */
export function rallyRow(
  m: ChartedMatch,
  matchId: number | null,
  points = hasPoints(m.mcpId) ? decodedPoints(m) : null,
) {
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
    // With the points file: its point count; otherwise counted from the ServeInfluence family
    // (both players' serve points), null when the pack has neither.
    points: points ? points.length : chartedPoints(m.mcpId, m.gender),
    points_parsed: points ? points.filter((p) => p.parsed).length : 0,
    // shape ours: whether `rally` can hold shots for this match.
    rally_available: points !== null,
  };
}

/** One charted match with its points in play order, paged; `rally` is empty when no point file holds it. */
export function rallyDetail(m: ChartedMatch, matchId: number | null, limit: number, offset: number) {
  const decoded = hasPoints(m.mcpId) ? decodedPoints(m) : null;
  const row = rallyRow(m, matchId, decoded);
  const points = decoded ?? [];
  const rally = points.slice(offset, offset + limit);
  return {
    ...row,
    meta: {
      limit,
      offset,
      count: rally.length,
      total: row.rally_available ? points.length : row.points,
      has_more: offset + rally.length < points.length,
    },
    rally,
  };
}
