// The worker side of charting-ready.ts: the charted matches, point lines and every stats family,
// read off the request thread (the families alone are seconds of CSV parsing).
import { type ChartedSlice, chartedColumns } from './charted-columns';
import { chartedMatches, newestOrder } from './charted-matches';
import { pointLines } from './charted-points';
import { familyFiles } from './charting-stats';
import { type FamilyTable, readFamilyTable } from './family-table';

/**
 * One message of the worker: the matches' string table, a slice of the matches, their order, one
 * stats family, or a slice of the point lines.
 */
export type ChartingPart =
  | { matchStrings: string[] }
  | { matches: ChartedSlice }
  | { newest: Int32Array }
  | { table: FamilyTable }
  | { points: [string, string[]][] };

/**
 * Point lines per message: cloned objects are deserialised on the request thread in one go (the
 * ~17k matches as objects in one message took it hundreds of milliseconds, slices of 1,000 still
 * tens); a slice of 250 is a few, and other requests run between two.
 */
const CHUNK = 250;
/** Matches per slice as columns (`charted-columns.ts`): 1,000 are made from them in about 2 ms. */
const MATCH_CHUNK = 1_000;

/**
 * Emits the matches (their string table, then their columns in id order), their newest-first
 * order, each stats family's table (in `familyFiles` order), then the point lines, each as its own
 * message.
 * @public
 */
export function buildChartingParts(emit: (part: ChartingPart) => void): void {
  const matches = chartedMatches();
  const columns = chartedColumns(matches, MATCH_CHUNK);
  emit({ matchStrings: columns.strings });
  for (const slice of columns.slices) emit({ matches: slice });
  // The rally listing's order, sorted here rather than by the first request that lists them.
  emit({ newest: newestOrder(matches) });
  for (const file of familyFiles()) emit({ table: readFamilyTable(file) });
  const points = [...pointLines()];
  for (let i = 0; i < points.length; i += CHUNK) emit({ points: points.slice(i, i + CHUNK) });
}
