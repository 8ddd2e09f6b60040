import { describe, expect, it } from 'vitest';
import type { ServeStats } from '../data/results';
import { ServeSums } from './serve-sums';

const match = (over: Partial<ServeStats> = {}): ServeStats => ({
  ace: 2,
  df: 1,
  svpt: 60,
  firstIn: 40,
  firstWon: 30,
  secondWon: 10,
  svGms: 10,
  bpSaved: 3,
  bpFaced: 4,
  ...over,
});

describe('summed serve figures', () => {
  it('sums each count over the matches with statistics, with ratios of the sums', () => {
    const sums = new ServeSums();
    sums.add(match());
    sums.add(match({ ace: 5, svGms: 12 }));
    sums.add(match({ svpt: null }));
    const out = sums.toJSON();
    expect(out.matches_with_stats).toBe(2);
    expect(out.aces).toBe(7);
    expect(out.serve_games).toBe(22);
    expect(out.first_in_pct).toBe(0.6667);
    expect(out.aces_per_match).toBe(3.5);
  });

  it('leaves a count blank when a match with statistics left it blank, rather than reading it as 0', () => {
    // As Navratilova's 2004 matches in the WTA results file: serve points recorded, service games not.
    const sums = new ServeSums();
    sums.add(match({ svGms: null }));
    sums.add(match({ svGms: null, bpFaced: null }));
    const out = sums.toJSON();
    expect(out.serve_games).toBeNull();
    expect(out.bp_faced).toBeNull();
    expect(out.bp_saved_pct).toBeNull();
    expect(out.aces).toBe(4);
    expect(out.first_won_pct).toBe(0.75);
  });
});
