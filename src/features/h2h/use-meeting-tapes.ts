import { useQueries } from '@tanstack/react-query';
import { useTierBelow } from '../../queries/budget-context';
import { archiveQueries } from '../../queries/history-queries';
import type { Meeting } from './h2h-outcomes';
import { archiveTapeCandidate, type TapeCheck } from './meeting-links';

/**
 * What the page knows of each 2013–2022 archive meeting's tape. On ULTRA one result read per such
 * meeting says (its `has_tape`, which the local service adds). Below ULTRA no result is read: the
 * core tiers there are refused the tape unless the key holds a History plan, which `/usage` does not
 * reveal, so every such meeting is linked unchecked and the tape page itself says "no tape" or names
 * the plan it needs. A result without `has_tape` (another service) or a failed read is unchecked too.
 */
export function useMeetingTapes(meetings: readonly Meeting[]): {
  check: (m: Meeting) => TapeCheck | null;
  verified: boolean;
} {
  const below = useTierBelow('ULTRA');
  const ids = [...new Set(meetings.map(archiveTapeCandidate).filter((id) => id !== null))];
  const held = useQueries({
    queries: ids.map((id) => ({ ...archiveQueries.match(id), enabled: !below, retry: false })),
    combine: (results) => {
      const map = new Map<number, TapeCheck>();
      results.forEach((r, i) => {
        const has = r.data ? (r.data as Record<string, unknown>).has_tape : undefined;
        map.set(
          ids[i],
          typeof has === 'boolean' ? (has ? 'held' : 'none') : r.isError || r.data ? 'unchecked' : 'pending',
        );
      });
      return map;
    },
  });
  return {
    check: (m) => {
      const id = archiveTapeCandidate(m);
      if (id === null) return null;
      return below ? 'unchecked' : (held.get(id) ?? 'pending');
    },
    verified: !below,
  };
}
