import { chartedMatches } from './charted-matches';
import { chartedPeople } from './charted-people';
import { matchesWithPoints } from './charted-points';
import { familyTables } from './charting-stats';

/** Reads the charted matches, every stats family and the points file now, so no first call is the slow one. */
export function warmCharting(): { ms: number; matches: number } {
  const t0 = performance.now();
  const matches = chartedMatches().length;
  familyTables('M');
  matchesWithPoints();
  chartedPeople();
  return { ms: Math.round(performance.now() - t0), matches };
}
