import { offThread } from '../data/off-thread';
import { holdChartedMatches, holdNewestOrder } from './charted-matches';
import { chartedPeopleSliced } from './charted-people';
import { holdPointLines } from './charted-points';
import { holdFamilyTables } from './charting-stats';
import type { ChartedMatch } from './charted-matches';
import type { ChartingPart } from './charting-worker';
import type { FamilyTable } from './family-table';

const WORKER = new URL('./charting-worker.ts', import.meta.url).href;
let loading: Promise<void> | null = null;

/**
 * The charting corpus (charted matches, point lines, stats families, people), read in a worker on
 * first use and taken in here, so the synchronous readers of the rally and charting routes find it
 * in memory and no other request waits for it.
 */
export function chartingReady(): Promise<void> {
  if (loading) return loading;
  const tables: FamilyTable[] = [];
  const matches: ChartedMatch[][] = [];
  const points: [string, string[]][][] = [];
  let newest: Int32Array | null = null;
  const p = offThread<void>(
    WORKER,
    'buildChartingParts',
    [],
    (part) => {
      const m = part as ChartingPart;
      if ('matches' in m) matches.push(m.matches);
      else if ('newest' in m) newest = m.newest;
      else if ('table' in m) tables.push(m.table);
      else points.push(m.points);
    },
    { record: 'charting' },
  ).then(async () => {
    holdChartedMatches(matches.flat());
    if (newest) holdNewestOrder(newest);
    holdPointLines(new Map(points.flat()));
    holdFamilyTables(tables);
    await chartedPeopleSliced();
  });
  p.catch(() => {
    loading = null;
  });
  loading = p;
  return p;
}
