import { ROUND_CODES } from '../../contract/common';
import { sliced } from '../data/sliced';
import type { FaultState } from '../faults/fault-state';
import { resultCorpus, type ResultEntry } from '../history/tape-era/result-corpus';
import { resultFacts } from '../history/tape-era/result-match';
import type { World } from '../world/world';
import { type MeetingOutcome, meetingWinner } from './h2h-outcome';
import type { ResolvedPerson } from './name-resolve';
import { norm as normName } from './norm';

/** A real 2023-onward result between the two people (a `/history/matches` row with id 500,000 up). */
export interface ResultMeeting {
  row: {
    era: 'current';
    basis: 'result';
    match_id: number;
    date: string;
    tournament: string;
    level: string | null;
    round: string | null;
    round_code: string | null;
    surface: string | null;
    /** The results file's own score, winner first, as the archive's meetings carry theirs. */
    score: string | null;
    outcome: MeetingOutcome;
    winner: 1 | 2 | null;
    advanced: 1 | 2;
  };
  entry: ResultEntry;
}

const SURFACES = new Set(['hard', 'clay', 'grass']);

/** Both spellings a side can go by: the file's and the roster name the listing shows. */
const namesOf = (file: string, shown: string) => [normName(file), normName(shown)];

/** Per world: the positions each spelling played, and the names the results show (below). */
interface NameIndexes {
  byName: Map<string, number[]>;
  shown: Set<string>;
}

const indexesOfWorld = new WeakMap<World, NameIndexes>();

/** Adds result `i` to both indexes (one walk serves both; a result's facts never change once made). */
function indexResult(world: World, entries: readonly ResultEntry[], i: number, into: NameIndexes): void {
  const e = entries[i];
  const f = resultFacts(world, e);
  into.shown.add(f.p1.name);
  into.shown.add(f.p2.name);
  const [winnerShown, loserShown] = e.winnerSide === 1 ? [f.p1.name, f.p2.name] : [f.p2.name, f.p1.name];
  for (const n of [...namesOf(e.row.winner.name, winnerShown), ...namesOf(e.row.loser.name, loserShown)]) {
    const list = into.byName.get(n);
    if (!list) into.byName.set(n, [i]);
    else if (list[list.length - 1] !== i) list.push(i);
  }
}

/**
 * Both indexes, once per world: built whole here if no read awaited `h2hResultsReady` first (tests).
 * Every head-to-head read walked every tape-era result for two names before there was an index.
 */
function nameIndexes(world: World): NameIndexes {
  let index = indexesOfWorld.get(world);
  if (index) return index;
  index = { byName: new Map(), shown: new Set() };
  const { entries } = resultCorpus();
  for (let i = 0; i < entries.length; i++) indexResult(world, entries, i, index);
  indexesOfWorld.set(world, index);
  return index;
}

const preparing = new WeakMap<World, Promise<void>>();

/**
 * Builds the name indexes a few milliseconds at a time (the route awaits it): made inline, the
 * first head-to-head read held the request thread about 290 ms at load 15.
 */
export function h2hResultsReady(world: World): Promise<void> {
  let ready = preparing.get(world);
  if (!ready) {
    ready = (async () => {
      if (indexesOfWorld.has(world)) return;
      const index: NameIndexes = { byName: new Map(), shown: new Set() };
      const { entries } = resultCorpus();
      await sliced(entries.length, (i) => indexResult(world, entries, i, index));
      if (!indexesOfWorld.has(world)) indexesOfWorld.set(world, index);
    })();
    preparing.set(world, ready);
  }
  return ready;
}

/** Is this side of the result the person? The tour must agree where the archive fixes one. */
const isPerson = (names: string[], tour: string, p: ResolvedPerson) =>
  names.includes(p.norm) && (!p.archive || p.archive.row.tour === tour);

/**
 * The tape era's real results between two people, in the order `/history/matches` lists them
 * (newest tournament first), merged ids left out as the listing leaves them out.
 */
export function resultMeetings(
  world: World,
  faults: FaultState,
  p1: ResolvedPerson,
  p2: ResolvedPerson,
): ResultMeeting[] {
  const out: ResultMeeting[] = [];
  const { entries } = resultCorpus();
  // Only the results p1 played can be a meeting: their positions ascend, so walking them from the
  // end keeps the listing's order.
  const played = nameIndexes(world).byName.get(p1.norm) ?? [];
  for (let k = played.length - 1; k >= 0; k--) {
    const e = entries[played[k]];
    const { row } = e;
    const f = resultFacts(world, e);
    const [winnerShown, loserShown] = e.winnerSide === 1 ? [f.p1.name, f.p2.name] : [f.p2.name, f.p1.name];
    const w = namesOf(row.winner.name, winnerShown);
    const l = namesOf(row.loser.name, loserShown);
    const p1Won = isPerson(w, row.tour, p1) && isPerson(l, row.tour, p2);
    const p2Won = isPerson(w, row.tour, p2) && isPerson(l, row.tour, p1);
    if (!p1Won && !p2Won) continue;
    if (faults.merges.has(e.id)) continue;
    const outcome = e.parsed.ending;
    const advanced = p1Won ? 1 : 2;
    out.push({
      row: {
        era: 'current',
        basis: 'result',
        match_id: e.id,
        date: row.date,
        tournament: f.tournament,
        level: f.tier,
        round: row.round || null,
        round_code: (ROUND_CODES as readonly string[]).includes(row.round) ? row.round : null,
        surface: row.surface && SURFACES.has(row.surface) ? row.surface : null,
        score: row.score.trim() === '' ? null : row.score,
        outcome,
        winner: meetingWinner(outcome, advanced),
        advanced,
      },
      entry: e,
    });
  }
  return out;
}

/** Names the tape era's results show (the listing's roster names), for resolving a fragment. */
export function resultNames(world: World): Set<string> {
  return nameIndexes(world).shown;
}
