import { useQueries } from '@tanstack/react-query';
import { useTierBelow } from '../../queries/budget-context';
import { archiveQueries } from '../../queries/history-queries';
import type { Meeting } from './h2h-outcomes';
import { archiveTapeCandidate } from './meeting-links';

/**
 * Which archive meetings hold a tape: one result read per 2013–2022 meeting (its `has_tape`), asked
 * only on ULTRA, the core tier that reads archive tapes; below it no tape link is offered, and the
 * result page (linked from every meeting) still says whether a tape is held. A failed read leaves
 * that meeting without a tape link.
 */
export function useMeetingTapes(meetings: readonly Meeting[]): (m: Meeting) => boolean | undefined {
  const below = useTierBelow('ULTRA');
  const ids = [...new Set(meetings.map(archiveTapeCandidate).filter((id) => id !== null))];
  const held = useQueries({
    queries: ids.map((id) => ({ ...archiveQueries.match(id), enabled: !below, retry: false })),
    combine: (results) => {
      const map = new Map<number, boolean>();
      results.forEach((r, i) => {
        if (r.data) map.set(ids[i], (r.data as Record<string, unknown>).has_tape === true);
      });
      return map;
    },
  });
  return (m) => {
    const id = archiveTapeCandidate(m);
    return id === null ? undefined : held.get(id);
  };
}
