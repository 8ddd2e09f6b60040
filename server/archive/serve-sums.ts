import type { ServeStats } from '../data/results';

/** Summed serve figures with ratios of sums; a ratio with a zero denominator is null, never 0. */
export class ServeSums {
  matches_with_stats = 0;
  aces = 0;
  double_faults = 0;
  serve_points = 0;
  first_in = 0;
  first_won = 0;
  second_won = 0;
  serve_games = 0;
  bp_saved = 0;
  bp_faced = 0;

  /** Adds one match's figures when the source recorded them (serve points present). */
  add(s: ServeStats): void {
    if (s.svpt === null) return;
    this.matches_with_stats++;
    this.aces += s.ace ?? 0;
    this.double_faults += s.df ?? 0;
    this.serve_points += s.svpt;
    this.first_in += s.firstIn ?? 0;
    this.first_won += s.firstWon ?? 0;
    this.second_won += s.secondWon ?? 0;
    this.serve_games += s.svGms ?? 0;
    this.bp_saved += s.bpSaved ?? 0;
    this.bp_faced += s.bpFaced ?? 0;
  }

  toJSON(): Record<string, number | null> {
    const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
    return {
      matches_with_stats: this.matches_with_stats,
      aces: this.aces,
      double_faults: this.double_faults,
      serve_points: this.serve_points,
      first_in: this.first_in,
      first_won: this.first_won,
      second_won: this.second_won,
      serve_games: this.serve_games,
      bp_saved: this.bp_saved,
      bp_faced: this.bp_faced,
      first_in_pct: ratio(this.first_in, this.serve_points),
      first_won_pct: ratio(this.first_won, this.first_in),
      second_won_pct: ratio(this.second_won, this.serve_points - this.first_in),
      bp_saved_pct: ratio(this.bp_saved, this.bp_faced),
      aces_per_match: ratio(this.aces, this.matches_with_stats),
    };
  }
}
