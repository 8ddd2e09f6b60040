// The worker side of charting-ready.ts: the charted matches, point lines and every stats family,
// read off the request thread (the families alone are seconds of CSV parsing).
import { type ChartedMatch, chartedMatches, newestOrder } from './charted-matches';
import { pointLines } from './charted-points';
import { familyFiles } from './charting-stats';
import { type FamilyTable, readFamilyTable } from './family-table';

/** One message of the worker: a slice of the matches, one stats family, or a slice of the point lines. */
export type ChartingPart =
  | { matches: ChartedMatch[] }
  | { newest: Int32Array }
  | { table: FamilyTable }
  | { points: [string, string[]][] };

/**
 * Matches or point lines per message: the ~17k matches as one message took the request thread
 * hundreds of milliseconds to deserialise, and slices of 1,000 still tens (up to 365 ms with the
 * collection they left, at load); a slice of 250 is a few, and other requests run between two.
 */
const CHUNK = 250;

/**
 * Emits the matches (in id order), their newest-first order, each stats family's table (in `familyFiles` order), then the
 * point lines, each as its own message.
 * @public
 */
export function buildChartingParts(emit: (part: ChartingPart) => void): void {
  const matches = chartedMatches();
  for (let i = 0; i < matches.length; i += CHUNK) emit({ matches: matches.slice(i, i + CHUNK) });
  // The rally listing's order, sorted here rather than by the first request that lists them.
  emit({ newest: newestOrder(matches) });
  for (const file of familyFiles()) emit({ table: readFamilyTable(file) });
  const points = [...pointLines()];
  for (let i = 0; i < points.length; i += CHUNK) emit({ points: points.slice(i, i + CHUNK) });
}
