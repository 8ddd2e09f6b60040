// The worker side of charting-ready.ts: the charted matches, point lines and every stats family,
// read off the request thread (the families alone are seconds of CSV parsing).
import { type ChartedMatch, chartedMatches } from './charted-matches';
import { pointLines } from './charted-points';
import { familyFiles } from './charting-stats';
import { type FamilyTable, readFamilyTable } from './family-table';

export interface ChartingParts {
  matches: ChartedMatch[];
  points: Map<string, string[]>;
}

/** Emits each stats family's table as its own message (in `familyFiles` order); returns the rest. * @public
 */
export function buildChartingParts(emit: (t: FamilyTable) => void): ChartingParts {
  const matches = chartedMatches();
  for (const file of familyFiles()) emit(readFamilyTable(file));
  return { matches, points: pointLines() };
}
