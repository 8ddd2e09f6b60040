import { useQuery } from '@tanstack/react-query';
import { useTierBelow } from '../../queries/budget-context';
import { archiveQueries } from '../../queries/history-queries';
import { chartedMeetingId, readChartedItems } from './charted-meetings';
import type { Meeting } from './h2h-outcomes';

/**
 * The charted match of each meeting, from one charting read of the first player (ULTRA; never asked
 * below it). A refused or ambiguous read only leaves the meetings without charting links.
 */
export function useChartedMeetings(names: { p1: string; p2: string } | null) {
  const below = useTierBelow('ULTRA');
  const query = useQuery({
    ...archiveQueries.chartingPlayer({ name: names?.p1 ?? '' }),
    enabled: !below && names !== null && names.p1.trim().length >= 3,
    retry: false,
  });
  const data = query.data as Record<string, unknown> | undefined;
  const charted = readChartedItems(data?.matches);
  if (!names || charted.length === 0) return undefined;
  return (m: Meeting) => chartedMeetingId(m, names.p2, charted);
}
