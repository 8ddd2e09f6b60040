import type { Tier } from '../access/keys';
import { tierAtLeast } from '../access/keys';
import { normName } from '../data/names';
import type { FaultState } from '../faults/fault-state';
import { SLAM_NAMES } from '../world/match-facts';
import type { World } from '../world/world';
import { type ArchiveMeeting, archiveMeetings, archiveServe } from './h2h-archive';
import { type CurrentMeeting, currentMeetings, currentStats } from './h2h-current';
import { type ResultMeeting, resultMeetings } from './h2h-results';
import type { ResolvedPerson } from './name-resolve';

/** Newest first, at most this many meetings listed (totals cover them all). */
const MEETINGS_CAP = 200;

/** The resolved person as named in the response; the archive person id where the archive holds one. */
const who = (p: ResolvedPerson) => ({
  name: p.name,
  tour: p.archive?.row.tour ?? null,
  archive_player_id: p.archive?.row.id ?? null,
});

/** Does a held result (either half) stand for the real slam match a replay replays? */
const sameSlamMatch = (m: CurrentMeeting, r: { level: string; season: number; tourneyName: string }) =>
  r.level === 'G' &&
  r.season === m.replay.year &&
  normName(r.tourneyName) === normName(SLAM_NAMES[m.replay.slam]);

/**
 * The service's live matches are replays of real slam matches: when the archive (to 2022) or the
 * tape era's results (2023 on) already hold the real match (same slam, same season, same pair),
 * the replay is the same meeting again, and so is a second replay of one recording; counting
 * them would count one match twice.
 */
function distinctReplays(held: CurrentMeeting[], archive: ArchiveMeeting[], results: ResultMeeting[]) {
  const keys = new Set<string>();
  const kept: CurrentMeeting[] = [];
  let ofArchive = 0;
  let ofResults = 0;
  let repeated = 0;
  for (const m of held) {
    if (archive.some((a) => sameSlamMatch(m, a.result))) ofArchive++;
    else if (results.some((r) => sameSlamMatch(m, r.entry.row))) ofResults++;
    else if (keys.has(m.replay.key)) repeated++;
    else {
      keys.add(m.replay.key);
      kept.push(m);
    }
  }
  return { kept, ofArchive, ofResults, repeated };
}

/** The head-to-head between two resolved people across both halves. */
export function headToHead(
  world: World,
  faults: FaultState,
  now: number,
  tier: Tier,
  p1: ResolvedPerson,
  p2: ResolvedPerson,
) {
  const archive = archiveMeetings(p1, p2);
  const results = resultMeetings(world, faults, p1, p2);
  const replays = distinctReplays(currentMeetings(world, now, tier, p1.norm, p2.norm), archive, results);
  const current = replays.kept;
  const rows = [
    ...current.map((m) => m.row),
    ...results.map((m) => m.row),
    ...archive.map((m) => m.row),
  ].sort((a, b) => ((a.date ?? '') < (b.date ?? '') ? 1 : (a.date ?? '') > (b.date ?? '') ? -1 : 0));
  let [p1Wins, p2Wins, undecided] = [0, 0, 0];
  const bySurface: Record<string, { p1: number; p2: number }> = {};
  for (const r of rows) {
    if (r.winner === null) {
      undecided++;
      continue;
    }
    if (r.winner === 1) p1Wins++;
    else p2Wins++;
    const key = r.surface ?? 'unknown';
    const s = bySurface[key] ?? { p1: 0, p2: 0 };
    s[r.winner === 1 ? 'p1' : 'p2']++;
    bySurface[key] = s;
  }
  const body: Record<string, unknown> = {
    players: { p1: who(p1), p2: who(p2) },
    totals: { p1_wins: p1Wins, p2_wins: p2Wins, meetings: p1Wins + p2Wins, undecided },
    by_surface: bySurface,
    meetings: rows.slice(0, MEETINGS_CAP),
    // Additive: how many meetings each half holds (the list is capped, these are not).
    meta: {
      archive_meetings: archive.length,
      current_meetings: results.length + current.length,
      current_results: results.length,
      current_replays: current.length,
      replays_of_archived_meetings: replays.ofArchive,
      replays_of_current_results: replays.ofResults,
      repeated_replays: replays.repeated,
      meetings_cap: MEETINGS_CAP,
    },
  };
  if (tierAtLeast(tier, 'ultra')) {
    body.stats = {
      p1: { archive_serve: archiveServe(archive, 1), current: currentStats(current, 1) },
      p2: { archive_serve: archiveServe(archive, 2), current: currentStats(current, 2) },
    };
  }
  return body;
}

/** The answer when a fragment reaches no one: empty totals and null players (vendor yaml). */
export const EMPTY_H2H = {
  players: null,
  totals: { p1_wins: 0, p2_wins: 0, meetings: 0, undecided: 0 },
  by_surface: {},
  meetings: [],
};
