import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ArchiveMatch } from '../../../contract/archive';
import type { Tournament } from '../../../contract/tournament';
import { ApiError } from '../../api/api-error';
import { archiveQueries } from '../../queries/history-queries';
import { fromArchive } from './archive-draw';
import { championOf, orderDraw } from './draw-model';
import { eloReadsOf, forecastOf } from './use-draw-forecast';
import { archiveTourOf, levelOf, norm, sameEvent } from './use-edition-draw';

export const FIRST_YEAR = 1968;
export const LAST_YEAR = 2022;
/** What one edition costs at most: the year's finals, the edition's results, three Elo reads. */
export const REQUESTS_PER_EDITION = 5;

export interface ChampionChance {
  year: number;
  champion: string;
  seed: number | null;
  /** The champion's chance to win, from Elo before the event. */
  chance: number;
}

export type LeastLikelyState =
  | { kind: 'idle' }
  | { kind: 'running'; year: number; editions: number; champions: ChampionChance[] }
  | { kind: 'done'; champions: ChampionChance[]; editions: number; skipped: number; absent: number[] }
  | { kind: 'failed'; error: ApiError; champions: ChampionChance[] };

/**
 * Every edition's champion with the chance Elo gave them before the event, read one edition at a time
 * on request (the same reads as the draw view, so an edition already opened costs nothing more).
 */
export function useLeastLikely(t: Tournament) {
  const client = useQueryClient();
  const [state, setState] = useState<LeastLikelyState>({ kind: 'idle' });
  const stop = useRef(false);
  useEffect(
    () => () => {
      stop.current = true;
    },
    [],
  );

  const start = useCallback(async () => {
    const tour = archiveTourOf(t);
    if (!tour) return;
    stop.current = false;
    const level = levelOf(t);
    const name = norm(t.name);
    const champions: ChampionChance[] = [];
    let editions = 0;
    let skipped = 0;
    const absent: number[] = [];
    try {
      for (let year = LAST_YEAR; year >= FIRST_YEAR; year--) {
        if (stop.current) break;
        setState({ kind: 'running', year, editions, champions: [...champions] });
        const finals = await client.fetchQuery(
          archiveQueries.matchesPage({
            tour,
            level,
            round: 'F',
            from: `${year}-01-01`,
            to: `${year}-12-31`,
            limit: 200,
          }),
        );
        const final = finals.data.find((r) => sameEvent(r, name));
        const date = final?.event_date;
        if (!final || !date) {
          absent.push(year);
          continue;
        }
        editions++;
        const edition = await client.fetchInfiniteQuery({
          ...archiveQueries.matches({ tour, level, from: date, to: date, limit: 200 }),
          pages: 5,
        });
        const rows: ArchiveMatch[] = edition.pages
          .flatMap((p) => p.data)
          .filter((r) => r.tournament === final.tournament);
        const rounds = orderDraw(rows.map(fromArchive));
        const pages = [];
        for (const read of eloReadsOf(rows, tour, date, final.surface))
          pages.push(await client.fetchQuery(read));
        const forecast = forecastOf(rounds, rows, pages, final.surface);
        const champion = championOf(rounds);
        const key = champion?.name?.trim();
        const row = key ? forecast?.find((r) => r.player === key) : undefined;
        if (!row || !champion) {
          skipped++;
          continue;
        }
        champions.push({ year, champion: row.player, seed: champion.seed, chance: row.title });
      }
      setState({ kind: 'done', champions, editions, skipped, absent: absent.reverse() });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setState({ kind: 'failed', error, champions });
    }
  }, [client, t]);

  const cancel = useCallback(() => {
    stop.current = true;
  }, []);

  return { state, start, cancel };
}
