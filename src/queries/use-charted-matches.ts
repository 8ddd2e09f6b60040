import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ChartedItem, readChartedItems } from '../lib/charted-match';
import { useTierBelow } from './budget-context';
import { archiveQueries } from './history-queries';

const NONE: readonly ChartedItem[] = [];

/**
 * A player's charted matches from one charting read (ULTRA; never asked below it). A refused,
 * ambiguous or missing read gives none, so views only lose their charting links.
 */
export function useChartedMatches(name: string | null | undefined): readonly ChartedItem[] {
  const below = useTierBelow('ULTRA');
  const trimmed = name?.trim() ?? '';
  const query = useQuery({
    ...archiveQueries.chartingPlayer({ name: trimmed }),
    enabled: !below && trimmed.length >= 3,
    retry: false,
  });
  const data = query.data as Record<string, unknown> | undefined;
  return useMemo(() => (data ? readChartedItems(data.matches) : NONE), [data]);
}
