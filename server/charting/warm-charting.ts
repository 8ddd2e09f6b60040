import { chartedMatches } from './charted-matches';
import { chartedPeople } from './charted-people';
import { statsIndex } from './charting-stats';

/** Reads the charted matches and every stats family now, so the first rally or charting call is not the slow one. */
export function warmCharting(): { ms: number; matches: number } {
  const t0 = performance.now();
  const matches = chartedMatches().length;
  statsIndex();
  chartedPeople();
  return { ms: Math.round(performance.now() - t0), matches };
}
