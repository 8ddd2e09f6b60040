import { type ChartedMatch, chartedMatches } from '../charting/charted-matches';
import { chartingReady } from '../charting/charting-ready';
import { normName } from '../data/names';
import { loadReplayMatches, type ReplayMatch } from '../data/slam-pbp';
import { sliced } from '../data/sliced';
import { SLAM_NAMES } from '../world/match-facts';
import type { Slot } from '../world/schedule';
import type { World } from '../world/world';
import { resultIdsOfCharted, resultLinksReady } from './result-link';

/**
 * The link rule between the service's matches and charted ones: a singles replay and a charted
 * match are the same match when the gender, the season, the slam (by name) and the two players
 * (names normalised, either order) agree. Doubles are never charted. No date is compared because
 * the MCP date and the slam_pbp year are the only dates both sides carry.
 */
const keyOf = (gender: string, year: number, tournament: string, a: string, b: string) => {
  // The two names in code-unit order (a sort's order) without spreading and sorting an array:
  // this runs once per charted match and replay on the request thread.
  const [na, nb] = [normName(a), normName(b)];
  return (
    na <= nb ? [gender, year, normName(tournament), na, nb] : [gender, year, normName(tournament), nb, na]
  ).join('|');
};

function replayKey(m: ReplayMatch): string | null {
  if (m.event !== 'singles') return null;
  return keyOf(m.gender === 'men' ? 'M' : 'W', m.year, SLAM_NAMES[m.slam], m.p1.name, m.p2.name);
}

let cache: { chartedOfReplay: Map<string, ChartedMatch> } | null = null;

function keyCharted(byKey: Map<string, ChartedMatch>, c: ChartedMatch): void {
  if (!c.date || !c.tournament) return;
  byKey.set(
    keyOf(c.gender, Number(c.date.slice(0, 4)), c.tournament, c.players[0].name, c.players[1].name),
    c,
  );
}

function linkReplay(byKey: Map<string, ChartedMatch>, into: Map<string, ChartedMatch>, r: ReplayMatch): void {
  const k = replayKey(r);
  const c = k ? byKey.get(k) : undefined;
  if (c) into.set(r.key, c);
}

function links() {
  if (cache) return cache;
  const byKey = new Map<string, ChartedMatch>();
  for (const c of chartedMatches()) keyCharted(byKey, c);
  const chartedOfReplay = new Map<string, ChartedMatch>();
  for (const r of loadReplayMatches()) linkReplay(byKey, chartedOfReplay, r);
  cache = { chartedOfReplay };
  return cache;
}

/**
 * Builds the links a few milliseconds at a time once the charted matches are held, with the
 * tape-era ones (`resultLinksReady`): the rally and charting routes wait for this instead of
 * building them inline on their first read (about 700 ms of the request thread at load 15).
 */
export async function chartingLinksReady(): Promise<void> {
  await chartingReady();
  if (!cache) {
    const byKey = new Map<string, ChartedMatch>();
    const charted = chartedMatches();
    await sliced(charted.length, (i) => keyCharted(byKey, charted[i]));
    const chartedOfReplay = new Map<string, ChartedMatch>();
    const replays = loadReplayMatches();
    await sliced(replays.length, (i) => linkReplay(byKey, chartedOfReplay, replays[i]));
    cache ??= { chartedOfReplay };
  }
  await resultLinksReady();
}

/** The charted match behind a replayed slot, if the real match was charted. */
export const chartedOfSlot = (slot: Slot): ChartedMatch | undefined =>
  links().chartedOfReplay.get(slot.replay.key);

/** The same, by the replayed match's data key (`provenance.original_match_id` of its facts). */
export const chartedOfReplayKey = (key: string): ChartedMatch | undefined => links().chartedOfReplay.get(key);

/**
 * The slots the service has issued by now (started or published as upcoming): the match ids
 * it holds. Read from the visible schedule, so an id far in the future is never built.
 */
export function heldSlots(world: World, now = world.now()): Slot[] {
  return world.schedule.visible(now);
}

/**
 * Charted match id → the service's own match id when it also holds the match: the tape-era
 * result's id when there is one (stable), else the newest held slot replaying it.
 */
export function heldMatchIds(world: World): Map<number, number> {
  const out = new Map<number, number>(resultIdsOfCharted());
  const best = new Map<number, number>();
  for (const s of heldSlots(world)) {
    const c = chartedOfSlot(s);
    if (!c || resultIdsOfCharted().has(c.id)) continue;
    if ((best.get(c.id) ?? Number.NEGATIVE_INFINITY) < s.startMs) {
      best.set(c.id, s.startMs);
      out.set(c.id, s.id);
    }
  }
  return out;
}
