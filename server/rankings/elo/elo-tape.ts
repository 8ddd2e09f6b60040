import { loadResultsByTour, type ResultRow, type Tour } from '../../data/results';
import { offThread } from '../../data/off-thread';
import { sliced } from '../../data/sliced';
import { dayOf, isoOf, mondayOf } from '../day-number';
import { ELO_LADDERS, type EloLadder, type EloResult, type LadderTapes, walkElo } from './elo-engine';
import { type PackedLadder, PackedLadderTapes, packLadder } from './packed-ladder';

/** The Elo tape of one tour: four ladders of per-player tapes plus the names seen in the results. */
export interface EloTape {
  tour: Tour;
  ladders: Record<EloLadder, LadderTapes>;
  names: Map<number, string>;
  /** First and last effective days of the tape (the head is frozen with the data). */
  oldest: number;
  newest: number;
  playersRated: number;
}

// Draw order within one event, so a final never counts before its semi-finals.
const ROUND_ORDER: Record<string, number> = {
  Q1: 1,
  Q2: 2,
  Q3: 3,
  Q4: 4,
  ER: 5,
  R128: 6,
  R64: 7,
  R32: 8,
  R16: 9,
  RR: 10,
  QF: 11,
  SF: 12,
  BR: 13,
  F: 14,
};

/** A walkover or a blank score is no played match; retirements and defaults are kept as results. */
export function isPlayed(score: string): boolean {
  const s = score.trim().toUpperCase();
  return s !== '' && !/^(W\/O|WO|WALKOVER|UNK|NA|&NBSP;)/.test(s) && /\d/.test(s);
}

function orderOf(rows: readonly ResultRow[]): EloResult[] {
  const played = rows.filter((r) => r.winner.id > 0 && r.loser.id > 0 && isPlayed(r.score));
  // One numeric key per row (week, event, round, match number) sorts far faster than string compares.
  const events = [...new Set(played.map((r) => r.tourneyId))].sort();
  const eventRank = new Map(events.map((id, i) => [id, i]));
  const weeks = played.map((r) => mondayOf(dayOf(r.date)));
  const keys = new Float64Array(played.length);
  for (let i = 0; i < played.length; i++) {
    const r = played[i];
    const event = eventRank.get(r.tourneyId) ?? 0;
    const round = ROUND_ORDER[r.round] ?? 0;
    keys[i] = ((weeks[i] * 65_536 + event) * 16 + round) * 1_024 + Math.min(r.matchNum ?? 0, 1_023);
  }
  const order = Array.from(played.keys()).sort((a, b) => keys[a] - keys[b] || a - b);
  return order.map((i) => ({
    weekStart: weeks[i],
    winnerId: played[i].winner.id,
    loserId: played[i].loser.id,
    surface: played[i].surface,
  }));
}

/** Builds one tour's tape from its real results (tour-level plus qualifying/challenger/ITF files). */
export function buildEloTape(tour: Tour, rows: readonly ResultRow[] = loadResultsByTour(tour)): EloTape {
  const ordered = orderOf(rows);
  const ladders = walkElo(ordered);
  const names = new Map<number, string>();
  for (const r of rows) {
    names.set(r.winner.id, r.winner.name);
    names.set(r.loser.id, r.loser.name);
  }
  const lag = 14;
  return {
    tour,
    ladders,
    names,
    oldest: (ordered[0]?.weekStart ?? 0) + lag,
    newest: (ordered.at(-1)?.weekStart ?? 0) + lag,
    playersRated: ladders.overall.size,
  };
}

const tapes = new Map<Tour, EloTape>();
const loading = new Map<Tour, Promise<EloTape>>();

/** A tape as typed arrays, which cross from a worker in a few blocks (a Map of arrays would not). */
interface PackedTape extends Omit<EloTape, 'ladders' | 'names'> {
  ladders: Record<EloLadder, PackedLadder>;
  nameIds: Int32Array;
  names: string[];
}

/**
 * Builds a tour's tape in packed form; run in a worker by `eloTapeReady`, which names it by string.
 * @public
 */
export function buildPackedEloTape(tour: Tour): PackedTape {
  const { ladders, names, ...rest } = buildEloTape(tour);
  return {
    ...rest,
    ladders: Object.fromEntries(ELO_LADDERS.map((l) => [l, packLadder(ladders[l])])) as Record<
      EloLadder,
      PackedLadder
    >,
    nameIds: Int32Array.from(names.keys()),
    names: [...names.values()],
  };
}

/** The tape over packed columns, read in place (packed-ladder.ts); only the names become a Map. */
async function unpack(p: PackedTape): Promise<EloTape> {
  const ladders = {} as Record<EloLadder, LadderTapes>;
  for (const l of ELO_LADDERS) ladders[l] = new PackedLadderTapes(p.ladders[l]);
  const names = new Map<number, string>();
  await sliced(p.nameIds.length, (k) => names.set(p.nameIds[k], p.names[k]));
  const { nameIds: _ids, names: _names, ladders: _packed, ...rest } = p;
  return { ...rest, ladders, names };
}

/**
 * A tour's tape, walked in a worker on first use (seconds of parsing and walking that would
 * otherwise stall every other request); the synchronous `eloTape` then finds it in memory.
 */
export function eloTapeReady(tour: Tour): Promise<EloTape> {
  const held = tapes.get(tour);
  if (held) return Promise.resolve(held);
  let p = loading.get(tour);
  if (!p) {
    p = offThread<PackedTape>(import.meta.url, 'buildPackedEloTape', [tour], undefined, { record: 'elo' })
      .then(unpack)
      .then((t) => {
        if (!tapes.has(tour)) tapes.set(tour, t);
        return tapes.get(tour) as EloTape;
      });
    p.catch(() => loading.delete(tour));
    loading.set(tour, p);
  }
  return p;
}

/** The cached tape of a tour, computed on first use. */
export function eloTape(tour: Tour): EloTape {
  let t = tapes.get(tour);
  if (!t) {
    t = buildEloTape(tour);
    tapes.set(tour, t);
  }
  return t;
}

/** Warms both tours' tapes (the benchmark and the package builder call this before timing). */
export function warmElo(): { ms: number; playersRated: number } {
  const t0 = performance.now();
  const n = eloTape('atp').playersRated + eloTape('wta').playersRated;
  return { ms: Math.round(performance.now() - t0), playersRated: n };
}

export const tapeDates = (t: EloTape) => ({ oldest: isoOf(t.oldest), newest: isoOf(t.newest) });
