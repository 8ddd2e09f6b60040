import { normName } from '../data/names';
import type { ChartedMatch } from './charted-matches';
import { familiesPresent, isPercentColumn, type StatRow, statsIndex, TOTAL_ROWS } from './charting-stats';

type Side = 'p1' | 'p2';
type Table = Record<string, Record<string, number | null>>;

/** Which side a stats row's full name belongs to; names are matched normalised, then by first appearance. */
function sideOf(m: ChartedMatch, rows: StatRow[]): (player: string) => Side | null {
  const p1 = normName(m.players[0].name);
  const p2 = normName(m.players[1].name);
  const firstSeen = rows[0] ? normName(rows[0].player) : null;
  return (player) => {
    const n = normName(player);
    if (n === p1) return 'p1';
    if (n === p2) return 'p2';
    if (firstSeen && n === firstSeen && firstSeen !== p1 && firstSeen !== p2) return 'p1';
    return null;
  };
}

/** GET /charting/matches/{id}: every family held, per player, split by its set or row label. */
export function chartingMatchView(m: ChartedMatch) {
  const families: Record<string, { split: 'set' | 'row'; p1: Table; p2: Table }> = {};
  for (const [family, rows] of statsIndex().get(m.mcpId) ?? []) {
    const side = sideOf(m, rows);
    const out = {
      split: family === 'Overview' ? ('set' as const) : ('row' as const),
      p1: {} as Table,
      p2: {} as Table,
    };
    for (const r of rows) {
      const s = side(r.player);
      if (s) out[s][r.label] = r.values;
    }
    families[family] = out;
  }
  return {
    charting_match_id: m.id,
    mcp_id: m.mcpId,
    gender: m.gender,
    date: m.date,
    tournament: m.tournament,
    round: m.round,
    surface: m.surface,
    players: { p1: m.players[0], p2: m.players[1] },
    families,
    meta: {
      families_in_pack: familiesPresent(m.gender),
      percent_columns: 'ServeInfluence won_N+ values are percentages (73.7 means 73.7%).',
      detail:
        'Per-match aggregate stats as charted. The shot-by-shot point files are not in the data pack, so no family is rebuilt from points.',
    },
  };
}

/** One charted person: the name as charted plus the gender of the matches file. */
export interface ChartedPerson {
  name: string;
  gender: 'M' | 'W';
  hand: 'R' | 'L' | null;
  matches: ChartedMatch[];
}

/** GET /charting/players: career sums of each family's whole-match ("Total") rows over every charted match. */
export function chartingPlayerView(p: ChartedPerson) {
  // Like the vendor: `families[family]` is the flat record of summed columns; how each was summed is in meta.
  const families: Record<string, Record<string, number>> = {};
  const summed: Record<string, { rows_summed: string[]; matches_with_family: number }> = {};
  const me = normName(p.name);
  for (const m of p.matches) {
    for (const [family, rows] of statsIndex().get(m.mcpId) ?? []) {
      const wanted = TOTAL_ROWS[family] ?? ['Total'];
      const mine = rows.filter((r) => normName(r.player) === me && wanted.includes(r.label));
      if (mine.length === 0) continue;
      const sums = families[family] ?? {};
      const how = summed[family] ?? { rows_summed: wanted, matches_with_family: 0 };
      how.matches_with_family++;
      for (const r of mine) {
        for (const [col, v] of Object.entries(r.values)) {
          if (v === null || isPercentColumn(family, col)) continue;
          sums[col] = (sums[col] ?? 0) + v;
        }
      }
      families[family] = sums;
      summed[family] = how;
    }
  }
  return {
    player: { name: p.name, gender: p.gender === 'M' ? 'men' : 'women', hand: p.hand },
    matches_charted: p.matches.length,
    // shape ours: the pack holds per-match aggregate families only, never the shot-by-shot points.
    coverage: 'aggregate_stats',
    families,
    meta: {
      families_in_pack: familiesPresent(p.gender),
      summed,
      detail: 'Raw sums of numeric columns; percentage columns (ServeInfluence won_N+) are never summed.',
    },
  };
}
