import { setImmediate as nextTurn } from 'node:timers/promises';
import { normName } from '../data/names';
import type { ChartedMatch } from './charted-matches';
import { hasPoints } from './charted-points';
import {
  cellAt,
  familiesPresent,
  familyTables,
  hasRows,
  isPercentFamily,
  planOf,
  type SidePlan,
  TOTAL_ROWS,
} from './charting-stats';
import type { FamilyTable } from './family-table';

/** One charted person: the name as charted plus the gender of the matches file. */
export interface ChartedPerson {
  name: string;
  gender: 'M' | 'W';
  hand: 'R' | 'L' | null;
  matches: ChartedMatch[];
}

type Sums = Record<string, number>;

/**
 * Adds row `r` of `t`, as `plan` reads it, into running sums; a percent row is weighted by its
 * `pts` so it can be averaged later. Read from the table's columns: a record per row and its
 * `Object.entries` made ~34 MB of garbage on a much-charted player's first read.
 */
function addRow(into: Sums, t: FamilyTable, r: number, plan: SidePlan, percent: boolean) {
  let pts = 0;
  if (percent) for (const { name, c } of plan.cols) if (name === 'pts') pts = cellAt(t, r, c) ?? 0;
  for (const { name, c } of plan.cols) {
    const v = cellAt(t, r, c);
    if (v === null) continue;
    const add = percent && name !== 'pts' ? v * pts : v;
    into[name] = (into[name] ?? 0) + add;
  }
}

/** Turns weighted percent sums back into percentages of the summed `pts`. */
function settlePercent(sums: Sums): Sums {
  const pts = sums.pts ?? 0;
  const out: Sums = { pts };
  for (const [col, v] of Object.entries(sums))
    if (col !== 'pts' && pts > 0) out[col] = Math.round((v / pts) * 10) / 10;
  return out;
}

const sideIn = (m: ChartedMatch, me: string): 1 | 2 | null =>
  normName(m.players[0].name) === me ? 1 : normName(m.players[1].name) === me ? 2 : null;

/** Past this long on the request thread, the view hands the event loop back before its next family. */
const SLICE_MS = 8;

/**
 * GET /charting/players. `families` is the contract's record: per family, the raw sums of numeric
 * columns over the player's whole-match rows (TOTAL_ROWS); percentage families are averaged over
 * points instead, never summed. `rows` (ours) holds the same sums per row label, for tables such as
 * rally length or shot type; `matches` (ours) lists the charted matches for drill-down.
 * A much-charted player's sums walk thousands of rows per family (160 ms in one go at load 15), so
 * other requests are answered between two families, and every 4 matches within one past SLICE_MS.
 */
export async function chartingPlayerView(p: ChartedPerson) {
  const me = normName(p.name);
  // Each match's side, once (it was worked out again for every family).
  const sides = p.matches.map((m) => sideIn(m, me));
  const families: Record<string, Sums> = {};
  const rows: Record<string, Record<string, Sums>> = {};
  const summed: Record<string, { rows_summed: string[]; matches_with_family: number }> = {};
  let t0 = performance.now();
  for (const t of familyTables(p.gender)) {
    if (performance.now() - t0 > SLICE_MS) {
      await nextTurn();
      t0 = performance.now();
    }
    const percent = isPercentFamily(t.family);
    const wanted = TOTAL_ROWS[t.family] ?? null;
    for (let k = 0; k < p.matches.length; k++) {
      // Within a family too: a much-charted player's one family held the thread for tens of ms. The
      // clock is read every 4 matches (a match's rows of one family cost microseconds to a
      // millisecond), not every 32, so a turn ends close to the slice.
      if ((k & 3) === 3 && performance.now() - t0 > SLICE_MS) {
        await nextTurn();
        t0 = performance.now();
      }
      const m = p.matches[k];
      const side = hasRows(t, m.id) ? sides[k] : null;
      if (!side) continue;
      let seen = false;
      for (let r = t.first[m.id], end = t.end[m.id]; r < end; r++) {
        // The rows `sideRows` gives that side, in file order.
        const plan = planOf(t, r, side);
        if (!plan) continue;
        if (!seen) {
          seen = true;
          rows[t.family] ??= {};
          families[t.family] ??= {};
          summed[t.family] ??= { rows_summed: wanted ?? ['every row'], matches_with_family: 0 };
          summed[t.family].matches_with_family++;
        }
        const label = plan.label(t.label[r]);
        const byLabel = rows[t.family];
        byLabel[label] ??= {};
        addRow(byLabel[label], t, r, plan, percent);
        if (!wanted || wanted.includes(label)) addRow(families[t.family], t, r, plan, percent);
      }
    }
    if (percent && families[t.family]) {
      families[t.family] = settlePercent(families[t.family]);
      for (const [l, s] of Object.entries(rows[t.family])) rows[t.family][l] = settlePercent(s);
    }
  }
  const matches = [...p.matches]
    .sort((a, b) =>
      (a.date ?? '') < (b.date ?? '') ? 1 : (a.date ?? '') > (b.date ?? '') ? -1 : a.id - b.id,
    )
    .map((m) => {
      const side = sideIn(m, me);
      return {
        charting_match_id: m.id,
        date: m.date,
        tournament: m.tournament,
        round: m.round,
        surface: m.surface,
        opponent: side === 1 ? m.players[1].name : side === 2 ? m.players[0].name : null,
        has_points: hasPoints(m.mcpId),
      };
    });
  return {
    player: { name: p.name, gender: p.gender === 'M' ? 'men' : 'women', hand: p.hand },
    matches_charted: p.matches.length,
    coverage: 'aggregate_stats',
    families,
    rows,
    matches,
    meta: { families_in_pack: familiesPresent(p.gender), summed },
  };
}
