import type { Tier } from '../access/keys';
import { tierAtLeast } from '../access/keys';
import { normName } from '../data/names';
import { SLAM_NAMES } from '../world/match-facts';
import type { World } from '../world/world';
import { type ArchiveMeeting, archiveMeetings, archiveServe } from './h2h-archive';
import { type CurrentMeeting, currentMeetings, currentStats } from './h2h-current';
import type { ResolvedPerson } from './name-resolve';

/** Newest first, at most this many meetings listed (totals cover them all). */
export const MEETINGS_CAP = 200;

/** The resolved person as named in the response; the archive person id where the archive holds one. */
const who = (p: ResolvedPerson) => ({
  name: p.name,
  tour: p.archive?.row.tour ?? null,
  archive_player_id: p.archive?.row.id ?? null,
});

/**
 * The service's live matches are replays of real slam matches; when the archive already holds
 * the real match (same slam, same season, same pair), the replay is the same meeting again and
 * counting it would count one match twice.
 */
function replaysArchived(m: CurrentMeeting, archive: ArchiveMeeting[]): boolean {
  const slam = normName(SLAM_NAMES[m.replay.slam]);
  return archive.some(
    (a) =>
      a.result.level === 'G' && a.result.season === m.replay.year && normName(a.result.tourneyName) === slam,
  );
}

/** The head-to-head between two resolved people across both halves. */
export function headToHead(world: World, now: number, tier: Tier, p1: ResolvedPerson, p2: ResolvedPerson) {
  const archive = archiveMeetings(p1, p2);
  const held = currentMeetings(world, now, tier, p1.norm, p2.norm);
  const current = held.filter((m) => !replaysArchived(m, archive));
  const rows = [...current.map((m) => m.row), ...archive.map((m) => m.row)].sort((a, b) =>
    (a.date ?? '') < (b.date ?? '') ? 1 : (a.date ?? '') > (b.date ?? '') ? -1 : 0,
  );
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
      current_meetings: current.length,
      replays_of_archived_meetings: held.length - current.length,
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
