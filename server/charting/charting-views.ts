import type { ChartedMatch } from './charted-matches';
import { hasPoints } from './charted-points';
import { familiesPresent, familyTables, hasRows, sideRows } from './charting-stats';

type Table = Record<string, Record<string, number | null>>;

/** GET /charting/matches/{id}: every family held, both players, split by set (Overview) or row label. */
export function chartingMatchView(m: ChartedMatch) {
  const families: Record<string, { split: 'set' | 'row'; p1: Table; p2: Table }> = {};
  for (const t of familyTables(m.gender)) {
    if (!hasRows(t, m.id)) continue;
    const out = { split: t.family === 'Overview' ? ('set' as const) : ('row' as const), p1: {}, p2: {} };
    for (const side of [1, 2] as const) {
      const table: Table = side === 1 ? out.p1 : out.p2;
      for (const r of sideRows(t, m.id, side)) table[r.label] = r.values;
    }
    families[t.family] = out;
  }
  return {
    charting_match_id: m.id,
    mcp_id: m.mcpId,
    gender: m.gender,
    date: m.date,
    tournament: m.tournament,
    round: m.round,
    surface: m.surface,
    best_of: m.bestOf,
    players: { p1: m.players[0], p2: m.players[1] },
    // shape ours: whether the rally reads hold this match shot by shot (same id space).
    has_points: hasPoints(m.mcpId),
    families,
    meta: {
      families_in_pack: familiesPresent(m.gender),
      percent_families: ['ServeInfluence'],
    },
  };
}
