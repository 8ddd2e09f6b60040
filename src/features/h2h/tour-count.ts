import type { Meeting } from './h2h-outcomes';

/** A head-to-head as the tours count it, from the listed meetings. */
export interface TourCount {
  p1: number;
  p2: number;
  /** Walkovers are listed, never counted as wins: nobody played. */
  walkovers: number;
  /** Meetings with no winner (abandoned, unresolved, or a winner the service does not know). */
  undecided: number;
}

/**
 * The tours' rule (ATP and WTA head-to-heads): a match won by retirement or default counts, a
 * walkover does not. The service keeps every meeting with its `outcome` (the contract's rule); the
 * view does the counting. An outcome the view does not know counts when it names a winner.
 */
export function tourCount(meetings: readonly Meeting[]): TourCount {
  const count: TourCount = { p1: 0, p2: 0, walkovers: 0, undecided: 0 };
  for (const m of meetings) {
    if (m.outcome === 'walkover') count.walkovers++;
    else if (m.winner === 1) count.p1++;
    else if (m.winner === 2) count.p2++;
    else count.undecided++;
  }
  return count;
}

/** "16–24 (+1 walkover)": the score line a fan quotes. */
export function tourLine(c: TourCount): string {
  const extra = c.walkovers === 0 ? '' : ` (+${c.walkovers} walkover${c.walkovers === 1 ? '' : 's'})`;
  return `${c.p1}–${c.p2}${extra}`;
}
