import { offThread } from '../data/off-thread';
import { holdChartedMatches } from './charted-matches';
import { chartedPeopleSliced } from './charted-people';
import { holdPointLines } from './charted-points';
import { holdFamilyTables } from './charting-stats';
import type { ChartingParts } from './charting-worker';
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
  const p = offThread<ChartingParts>(WORKER, 'buildChartingParts', [], (t) =>
    tables.push(t as FamilyTable),
  ).then(async (parts) => {
    holdChartedMatches(parts.matches);
    holdPointLines(parts.points);
    holdFamilyTables(tables);
    await chartedPeopleSliced();
  });
  p.catch(() => {
    loading = null;
  });
  loading = p;
  return p;
}
