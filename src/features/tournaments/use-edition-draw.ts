import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { ArchiveMatch } from '../../../contract/archive';
import type { Match } from '../../../contract/match';
import type { Tournament } from '../../../contract/tournament';
import { archiveQueries } from '../../queries/history-queries';
import { matchQueries } from '../../queries/match-queries';
import { fromArchive } from './archive-draw';
import { type DrawRound, orderDraw } from './draw-model';
import { fromLive } from './live-draw';

/** A name compared loosely: no accents, case or punctuation. */
export const norm = (s: string | null | undefined) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The archive's tour of a catalogue tournament; the archive holds ATP and WTA draws only. */
export const archiveTourOf = (t: Tournament): 'atp' | 'wta' | null =>
  t.tour === 'atp' ? 'atp' : t.tour === 'wta' ? 'wta' : null;

// The archive's level code narrows the year's finals to the slams; other levels vary by era and tour.
export const levelOf = (t: Tournament) => (t.category === 'grand_slam' ? 'G' : undefined);

/** Is this archive row the same event as the catalogue tournament? Names are compared loosely. */
export const sameEvent = (row: ArchiveMatch, name: string) => {
  const a = norm(row.tournament);
  return a !== '' && (a === name || a.includes(name) || name.includes(a));
};

/**
 * An archive edition's draw (1968–2022): the year's finals of the tour find the edition's start date,
 * then every result of that start date is read and the edition's rows kept. Two requests for a slam.
 */
export function useArchiveDraw(t: Tournament, year: number) {
  const tour = archiveTourOf(t) ?? undefined;
  const level = levelOf(t);
  const name = norm(t.name);
  const finals = useQuery({
    ...archiveQueries.matchesPage({
      tour,
      level,
      round: 'F',
      from: `${year}-01-01`,
      to: `${year}-12-31`,
      limit: 200,
    }),
    enabled: tour !== undefined,
  });
  const final = finals.data?.data.find((r) => sameEvent(r, name)) ?? null;
  const date = final?.event_date ?? null;
  const edition = useInfiniteQuery({
    ...archiveQueries.matches({ tour, level, from: date ?? '', to: date ?? '', limit: 200 }),
    enabled: date !== null,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = edition;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = edition.data?.pages;
  const rows = useMemo(
    () =>
      pages && final ? pages.flatMap((p) => p.data).filter((r) => r.tournament === final.tournament) : null,
    [pages, final],
  );
  const rounds = useMemo<DrawRound[] | null>(() => (rows ? orderDraw(rows.map(fromArchive)) : null), [rows]);
  return {
    finals,
    edition,
    /** The year has no final of this tournament in the archive. */
    missing: finals.isSuccess && final === null,
    loading: finals.isPending || (date !== null && (edition.isPending || hasNextPage === true)),
    rounds,
    /** The edition's results as the archive holds them (player ids, surface), for the forecast. */
    rows,
    /** The edition's final: its start date and surface. */
    final,
    requests: 1 + (edition.data?.pages.length ?? 0),
  };
}

const EDITION_MS = 14 * 24 * 3600_000;

/** The live edition's draw: its completed and upcoming matches (listing) and the ones in play now. */
export function useLiveDraw(tournamentId: string, live: readonly Match[]) {
  const completed = useQuery(
    matchQueries.list({ status: 'completed', tournament_id: tournamentId, limit: 200 }),
  );
  const upcoming = useQuery(
    matchQueries.list({ status: 'upcoming', tournament_id: tournamentId, limit: 200 }),
  );
  const { rounds, edition } = useMemo(() => {
    const all = new Map<number, Match>();
    for (const m of [...(completed.data?.data ?? []), ...(upcoming.data?.data ?? []), ...live])
      all.set(m.id, m);
    // A draw is one event: singles only (a tournament id can also carry doubles), and one edition:
    // the matches of the fortnight up to the latest one (a slam's length), not older editions' results.
    const singles = [...all.values()].filter((m) => m.draw === 'singles' || m.draw === null);
    const when = (m: Match) => Date.parse(m.live_at ?? m.scheduled_time ?? '') || null;
    const latest = Math.max(...singles.map((m) => when(m) ?? 0));
    const edition = singles.filter((m) => {
      const t = when(m);
      return t === null || latest - t <= EDITION_MS;
    });
    return { rounds: orderDraw(edition.map(fromLive)), edition };
  }, [completed.data, upcoming.data, live]);
  return { completed, upcoming, rounds, edition };
}
