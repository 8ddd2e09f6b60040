import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Match } from '../../../contract/match';
import { matchQueries } from '../../queries/match-queries';

/**
 * A live match the page shows is kept current from the live list (the FREE poll, or the feed's list).
 * When a newer list comes without it, the list says nothing more about it: it finished, was cancelled,
 * or was merged into another id. The page then reads the match itself, once per such list, so a
 * finish shows as one and a merge meets its 410 and forwards (`match-page.tsx` follows `merged_into`).
 * Never reads the list: it only watches what the slate's poll already holds.
 */
export function useReadWhenUnlisted(
  match: Pick<Match, 'id' | 'status'> | undefined,
  detailUpdatedAt: number,
  readMatch: () => unknown,
): void {
  const id = match?.id;
  const listed = useQuery({
    ...matchQueries.live(),
    // Watch only: the poller (or the slate's own refresh) fills this key; this observer never fetches.
    enabled: false,
    select: (list) => (id === undefined ? null : list.data.some((m) => m.id === id)),
  });
  const read = useRef(readMatch);
  read.current = readMatch;
  const live = match?.status === 'live';
  const missing = listed.data === false;
  const listAt = listed.dataUpdatedAt;
  useEffect(() => {
    // The list must be newer than what the page holds: an older list never knew of a fresh read.
    if (live && missing && listAt > detailUpdatedAt) read.current();
  }, [live, missing, listAt, detailUpdatedAt]);
}
