import type { RawQuery } from '../../contract/query';
import {
  ELO_SURFACES,
  OFFICIAL_SYSTEMS,
  type RankingRecord,
  type RankingsQuery,
} from '../../contract/rankings';
import type { Tour } from '../data/results';
import type { Roster } from '../world/roster';
import { dayOf, isoOf } from './day-number';
import { type EloListingQuery, eloListing, eloListingReady, eloOfPlayer } from './elo/elo-reads';
import { eloTape } from './elo/elo-tape';
import {
  officialTable,
  playerRecordAt,
  weekIndexAtOrBefore,
  weekRows,
  weekSize,
} from './official/official-rankings';
import { eloRecord, officialRecord } from './ranking-records';

/** Elo (either mode) and per-player reads are ULTRA; decided on the raw query so tier comes before validation. */
export function needsUltra(raw: RawQuery): boolean {
  const systems = ([] as string[]).concat(raw.system ?? []);
  return systems.includes('elo') || raw.player !== undefined || raw.archive_player !== undefined;
}

type Q = RankingsQuery;

export interface Answer {
  rows: RankingRecord[];
  tours: Tour[];
  /** Listing: the published week read (official systems) or the date the Elo field was resolved at. */
  effectiveDate?: string | null;
  qualified?: { min_matches: number; activity_weeks: number };
  /** Set when `rows` is already the page: how many rows the whole answer has and their systems. */
  paged?: { count: number; systems: string[] };
}

/** The Elo field a listing reads (the tour's newest day unless `as_of`, the overall ladder unless a surface). */
function eloQuery(q: Q): EloListingQuery {
  const tour = q.tour as Tour;
  return {
    tour,
    ladder: q.surface?.[0] ?? 'overall',
    asOf: q.as_of ? dayOf(q.as_of) : eloTape(tour).newest,
    minMatches: q.min_matches,
    activityWeeks: q.activity_weeks,
  };
}

/** What `listing(q)` reads, made ahead a few milliseconds at a time (an Elo field: elo-reads.ts). */
export function listingReady(q: Q): Promise<void> {
  return q.system?.[0] === 'elo' ? eloListingReady(eloQuery(q)) : Promise.resolve();
}

export function listing(q: Q, roster: Roster): Answer {
  const system = q.system?.[0] ?? 'atp';
  if (system === 'elo') {
    const eq = eloQuery(q);
    const { tour, asOf } = eq;
    const ranked = eloListing(eq);
    // Thousands are ranked: only the page is turned into records, as for the official tables.
    const rows = ranked.slice(q.offset, q.offset + q.limit).map((e) => eloRecord(e, tour, roster));
    return {
      rows,
      tours: [tour],
      effectiveDate: isoOf(asOf),
      qualified: { min_matches: q.min_matches, activity_weeks: q.activity_weeks },
      paged: { count: ranked.length, systems: ranked.length > 0 ? ['elo'] : [] },
    };
  }
  if (system === 'atp' || system === 'wta') {
    const t = officialTable(system);
    const week = weekIndexAtOrBefore(t, q.as_of);
    // A week holds thousands of rows: only the page is turned into records.
    const count = weekSize(t, week);
    const rows = weekRows(t, week, q.offset, q.limit).map((r) => officialRecord(t, r, roster));
    return {
      rows,
      tours: [],
      effectiveDate: t.weeks[week] ?? null,
      paged: { count, systems: count > 0 ? [t.system] : [] },
    };
  }
  return { rows: [], tours: [], effectiveDate: null };
}

export function perPlayer(q: Q, roster: Roster): Answer {
  const systems = q.system ?? [...OFFICIAL_SYSTEMS];
  const rows: RankingRecord[] = [];
  const tours = new Set<Tour>();
  const ladders = q.surface ?? [...ELO_SURFACES];
  const eloAt = (tour: Tour) => (q.as_of ? dayOf(q.as_of) : eloTape(tour).newest);
  for (const servedId of q.player ?? []) {
    // Rankings and the Elo tape are keyed by player-file ids, which the served id maps back to.
    const file = roster.fileIdOf(servedId);
    if (!file) continue;
    const { tour, id } = file;
    if (q.tour && q.tour !== tour) continue;
    for (const system of systems) {
      if (system === tour) {
        const t = officialTable(tour);
        const r = playerRecordAt(t, id, q.as_of);
        if (r) rows.push(officialRecord(t, r, roster));
      } else if (system === 'elo') {
        tours.add(tour);
        for (const e of eloOfPlayer(tour, id, ladders, eloAt(tour))) rows.push(eloRecord(e, tour, roster));
      }
    }
  }
  if (q.archive_player && q.tour) {
    const tour = q.tour;
    tours.add(tour);
    for (const id of q.archive_player) {
      for (const e of eloOfPlayer(tour, id, ladders, eloAt(tour)))
        rows.push({ ...eloRecord(e, tour, roster), archive_player_id: id });
    }
  }
  if (systems.includes('elo') && tours.size === 0) tours.add('atp').add('wta');
  return { rows, tours: [...tours] };
}
