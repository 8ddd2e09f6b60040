import type { ServeStats } from '../data/results';

/** The counts summed, each with the field of the results row it comes from. */
const COUNTS = {
  aces: 'ace',
  double_faults: 'df',
  first_in: 'firstIn',
  first_won: 'firstWon',
  second_won: 'secondWon',
  serve_games: 'svGms',
  bp_saved: 'bpSaved',
  bp_faced: 'bpFaced',
} as const satisfies Record<string, keyof ServeStats>;
type Count = keyof typeof COUNTS;

/**
 * Summed serve figures with ratios of sums; a ratio with a zero denominator is null, never 0. A count
 * that one of the matches with statistics left blank is null, not a sum of the others: the results
 * files record some matches' serve points without their service games (Navratilova's three 2004
 * matches with statistics have none), and a sum of 0 would read as none served.
 */
export class ServeSums {
  matches_with_stats = 0;
  serve_points = 0;
  private sums: Record<Count, number> = {
    aces: 0,
    double_faults: 0,
    first_in: 0,
    first_won: 0,
    second_won: 0,
    serve_games: 0,
    bp_saved: 0,
    bp_faced: 0,
  };
  private blank = new Set<Count>();

  /** Adds one match's figures when the source recorded them (serve points present). */
  add(s: ServeStats): void {
    if (s.svpt === null) return;
    this.matches_with_stats++;
    this.serve_points += s.svpt;
    for (const [count, field] of Object.entries(COUNTS) as [Count, keyof ServeStats][]) {
      const v = s[field];
      if (v === null || v === undefined) this.blank.add(count);
      else this.sums[count] += v;
    }
  }

  private sum(count: Count): number | null {
    return this.blank.has(count) ? null : this.sums[count];
  }

  toJSON(): Record<string, number | null> {
    const ratio = (a: number | null, b: number | null) =>
      a !== null && b !== null && b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null;
    const firstIn = this.sum('first_in');
    return {
      matches_with_stats: this.matches_with_stats,
      aces: this.sum('aces'),
      double_faults: this.sum('double_faults'),
      serve_points: this.serve_points,
      first_in: firstIn,
      first_won: this.sum('first_won'),
      second_won: this.sum('second_won'),
      serve_games: this.sum('serve_games'),
      bp_saved: this.sum('bp_saved'),
      bp_faced: this.sum('bp_faced'),
      first_in_pct: ratio(firstIn, this.serve_points),
      first_won_pct: ratio(this.sum('first_won'), firstIn),
      second_won_pct: ratio(this.sum('second_won'), firstIn === null ? null : this.serve_points - firstIn),
      bp_saved_pct: ratio(this.sum('bp_saved'), this.sum('bp_faced')),
      aces_per_match: ratio(this.sum('aces'), this.matches_with_stats),
    };
  }
}
