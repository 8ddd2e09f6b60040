import type { RankingRecord } from '../../contract/rankings';
import type { Tour } from '../data/results';
import { sliced } from '../data/sliced';
import type { Roster } from '../world/roster';
import { isoOf } from './day-number';
import { INITIAL_RATING, PUBLICATION_LAG_DAYS } from './elo/elo-engine';
import type { EloEntry } from './elo/elo-reads';
import { type EloTape, eloTape, tapeDates } from './elo/elo-tape';
import { type OfficialTable, officialTable, previousRank, type RankRow } from './official/official-rankings';
import { publishedName, rosterId } from './player-names';

export function officialRecord(t: OfficialTable, row: RankRow, roster: Roster): RankingRecord {
  return {
    system: t.system,
    player_id: rosterId(roster, row.playerId, t.system),
    // The ranking files' own id (the archive reads' player id): every listed person has one, so a
    // career can be followed across weeks for people outside the roster too.
    archive_player_id: row.playerId,
    // The ranking files publish ids only; the name is the player file's.
    player_name: publishedName(t.system, row.playerId),
    rating: null,
    rank: row.rank,
    points: row.points,
    previous_rank: previousRank(t, row.week, row.playerId),
    tour: t.system,
    effective_date: row.date,
  };
}

export function eloRecord(e: EloEntry, tour: Tour, roster: Roster): RankingRecord {
  return {
    system: 'elo',
    player_id: rosterId(roster, e.id, tour),
    player_name: e.name,
    rating: e.rating,
    rank: e.rank,
    points: null,
    matches: e.matches,
    surface: e.ladder,
    tour,
    effective_date: isoOf(e.effective),
  };
}

/** How the Elo numbers are made; the spec only fixes `publication_lag_days`. */
const ELO_MODEL = {
  name: 'elo_538_k',
  start_rating: INITIAL_RATING,
  k_base: 250,
  publication_lag_days: PUBLICATION_LAG_DAYS,
  k_factor: 'k_base / (matches_on_ladder + 5) ^ 0.4',
  expected_score: '1 / (1 + 10 ^ ((opponent - rating) / 400))',
  decay: false,
  walkovers_counted: false,
  note: 'Computed by this service from data/results singles (tour, qualifying/challenger and ITF files), one walk per tour; on its own scale.',
};

/** Players of a tape the roster links, per tape and roster: both are fixed once loaded. */
const linkedCounts = new WeakMap<EloTape, WeakMap<Roster, number>>();

const countsOf = (tape: EloTape): WeakMap<Roster, number> => {
  let byRoster = linkedCounts.get(tape);
  if (!byRoster) {
    byRoster = new WeakMap();
    linkedCounts.set(tape, byRoster);
  }
  return byRoster;
};

/** Whether the roster links the tape's player `id`. */
const linked = (tape: EloTape, roster: Roster, id: number) => rosterId(roster, id, tape.tour) !== null;

/**
 * Counted once: looking up each of the ~20,000 rated players in the roster took every Elo
 * rankings read tens of milliseconds of the request thread (290 ms at load 15); `linkedCountReady`
 * counts a few milliseconds at a time before the first read, this counts in one go only where no
 * read made the tape ready first (a bench, a test).
 */
function linkedCount(tape: EloTape, roster: Roster): number {
  const byRoster = countsOf(tape);
  let n = byRoster.get(roster);
  if (n === undefined) {
    n = 0;
    for (const id of tape.ladders.overall.keys()) if (linked(tape, roster, id)) n++;
    byRoster.set(roster, n);
  }
  return n;
}

/**
 * Counts the tape's players the roster links in slices, for `coverage` to find: counted in one
 * go on the first Elo read, it held the request thread 100-320 ms (CPU profiles, load 15-40).
 */
export async function linkedCountReady(tape: EloTape, roster: Roster): Promise<void> {
  if (countsOf(tape).has(roster)) return;
  const ids = [...tape.ladders.overall.keys()];
  let n = 0;
  await sliced(ids.length, (k) => {
    if (linked(tape, roster, ids[k])) n++;
  });
  countsOf(tape).set(roster, n);
}

/** `meta.coverage` for the systems asked; Elo figures cover the tours the call reads. */
export function coverage(systems: readonly string[], tours: readonly Tour[], roster: Roster) {
  const oldest: Record<string, string | null> = {};
  const out: Record<string, unknown> = { oldest_available: oldest };
  const gaps: Record<string, { from: string; to: string }[]> = {};
  for (const s of systems) {
    if (s === 'atp' || s === 'wta') {
      const t = officialTable(s);
      oldest[s] = t.weeks[0] ?? null;
      // Spans with no list held, computed from the weeks themselves: stated, never filled in.
      gaps[s] = t.gaps;
    } else if (s === 'elo') {
      const dates = tours.map((t) => tapeDates(eloTape(t)));
      oldest.elo = dates.map((d) => d.oldest).sort()[0] ?? null;
      out.newest_available = {
        elo:
          dates
            .map((d) => d.newest)
            .sort()
            .at(-1) ?? null,
      };
      let rated = 0;
      let linked = 0;
      for (const t of tours) {
        const tape = eloTape(t);
        rated += tape.ladders.overall.size;
        linked += linkedCount(tape, roster);
      }
      out.players_rated = rated;
      out.players_linked = linked;
      out.model = ELO_MODEL;
    } else oldest[s] = null; // ITF, UTR and doubles observations are not in the data pack.
  }
  if (Object.keys(gaps).length > 0) out.missing_spans = gaps;
  return out;
}
