import type { ArchiveTape } from '../../contract/archive';
import { TAPE_FIRST_SEASON, TAPE_LAST_SEASON } from './archive-ids';
import { playedSets, setScores } from './archive-score';
import { archiveStore } from './archive-store';
import { buildArchiveTape } from './tape-build';
import { tapeLinks } from './tape-links';

export type TapeLookup =
  | { ok: true; tape: ArchiveTape }
  | { ok: false; reason: 'unknown' | 'out_of_range' | 'not_linked' | 'disagrees' };

/** The final games of a tape, winner-first, as set pairs. */
const finalSets = (t: ArchiveTape): Array<[number, number]> => {
  const last = t.tape.at(-1);
  const games = last?.games ?? [[], []];
  return games[0].map((g, i) => [g, games[1][i]] as [number, number]).filter(([a, b]) => a + b > 0);
};

/** True when the tape's last row is the published final score (completed sets and, on a retirement, the partial one). */
function agreesWithResult(t: ArchiveTape): boolean {
  const score = t.match.score ?? '';
  const published = t.meta.coverage === 'reconstructed' ? setScores(score) : playedSets(score);
  const got = finalSets(t);
  return (
    published !== null &&
    published.length === got.length &&
    published.every((s, i) => s[0] === got[i][0] && s[1] === got[i][1])
  );
}

/**
 * The reconstructed tape of an archive id, served only when it replays to the real final score;
 * a point string that contradicts its own result is never served.
 */
export function archiveTape(id: number): TapeLookup {
  const store = archiveStore();
  const pos = store.position(id);
  if (pos === undefined) return { ok: false, reason: 'unknown' };
  const row = store.row(pos);
  if (row.season < TAPE_FIRST_SEASON || row.season > TAPE_LAST_SEASON)
    return { ok: false, reason: 'out_of_range' };
  const src = tapeLinks().byId.get(id);
  if (!src) return { ok: false, reason: 'not_linked' };
  const tape = buildArchiveTape(id, row, src);
  return agreesWithResult(tape) ? { ok: true, tape } : { ok: false, reason: 'disagrees' };
}

/** Linked archive ids of one season, ascending (primary-key order for packages). */
export function linkedIdsOfSeason(season: number): number[] {
  const store = archiveStore();
  const ids: number[] = [];
  for (const id of tapeLinks().byId.keys()) {
    const pos = store.position(id);
    if (pos !== undefined && store.season(pos) === season) ids.push(id);
  }
  return ids.sort((a, b) => a - b);
}
