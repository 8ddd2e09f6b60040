import type { ResultFileKind, Tour } from '../data/results';

/**
 * Archive ids, an id space of their own (never a match id). Scheme: the source file's base plus
 * the row's 1-based position in that file. The files are the upstream CSVs byte for byte and
 * never re-ordered (data/README.md), so an id is deterministic and stable across restarts:
 *   1_000_001.. ATP tour file, 2_000_001.. WTA tour file,
 *   3_000_001.. ATP qualifying/challenger file, 4_000_001.. WTA qualifying/ITF file.
 */
const BASES: Record<`${Tour}:${ResultFileKind}`, number> = {
  'atp:tour': 1_000_000,
  'wta:tour': 2_000_000,
  'atp:qual_chall': 3_000_000,
  'wta:qual_itf': 4_000_000,
  'atp:qual_itf': 5_000_000,
  'wta:qual_chall': 6_000_000,
};

export function archiveIdBase(tour: Tour, file: ResultFileKind): number {
  return BASES[`${tour}:${file}`];
}

/** First and last season the archive serves: it ends exactly where the 2023+ tape begins. */
export const ARCHIVE_FIRST_SEASON = 1968;
export const ARCHIVE_LAST_SEASON = 2022;
/** Reconstructed archive tape seasons. */
export const TAPE_FIRST_SEASON = 2013;
export const TAPE_LAST_SEASON = 2022;
