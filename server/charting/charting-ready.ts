import { offThread } from '../data/off-thread';
import { ChartedColumnsReader } from './charted-columns';
import { chartedMatchesTaker, holdNewestOrder } from './charted-matches';
import { chartedPeopleSliced } from './charted-people';
import { holdPointLines } from './charted-points';
import { holdFamilyTables } from './charting-stats';
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
  // Matches and point lines are indexed as each slice arrives, not all at once at the end.
  const matches = chartedMatchesTaker();
  let columns: ChartedColumnsReader | null = null;
  const points = new Map<string, string[]>();
  let newest: Int32Array | null = null;
  const p = offThread<void>(
    WORKER,
    'buildChartingParts',
    [],
    (part) => {
      const m = part as ChartingPart;
      if ('matchStrings' in m) columns = new ChartedColumnsReader(m.matchStrings);
      else if ('matches' in m) {
        if (!columns) throw new Error('charted matches arrived before their string table');
        matches.add(columns.matches(m.matches));
      } else if ('newest' in m) newest = m.newest;
      else if ('table' in m) tables.push(m.table);
      else for (const [mcpId, lines] of m.points) points.set(mcpId, lines);
    },
    { record: 'charting' },
  ).then(async () => {
    matches.hold();
    if (newest) holdNewestOrder(newest);
    holdPointLines(points);
    holdFamilyTables(tables);
    await chartedPeopleSliced();
  });
  p.catch(() => {
    loading = null;
  });
  loading = p;
  return p;
}
