import type { ResultRow } from '../data/results';
import { outcomeOf } from './archive-score';
import { archiveStore } from './archive-store';
import { meetingWinner } from './h2h-outcome';
import type { ResolvedPerson } from './name-resolve';
import { ServeSums } from './serve-sums';

export interface ArchiveMeeting {
  row: {
    era: 'archive';
    archive_match_id: number;
    date: string;
    tournament: string | null;
    level: string | null;
    round: string | null;
    surface: string | null;
    score: string | null;
    outcome: string | null;
    winner: 1 | 2 | null;
    /** The side the result sends on, walkovers included (additive). */
    advanced: 1 | 2;
  };
  result: ResultRow;
  /** Requested p1 won the archive row. */
  p1Won: boolean;
}

/** Is this side of a row the resolved person? The tour-scoped corpus id decides where known. */
const isPerson = (r: ResultRow, side: ResultRow['winner'], person: ResolvedPerson) =>
  person.archive ? r.tour === person.archive.row.tour && side.id === person.archive.row.id : false;

/**
 * Archive results between two people, newest tournament first. Abandoned results and walkovers
 * count for no one (`meetingWinner`); retirements and defaults keep their stored winner.
 */
export function archiveMeetings(p1: ResolvedPerson, p2: ResolvedPerson): ArchiveMeeting[] {
  if (!p1.archive || !p2.archive) return [];
  const store = archiveStore();
  const out: ArchiveMeeting[] = [];
  const other = p2.archive.row;
  for (const p of store.byName.get(p1.norm) ?? []) {
    // Read in the columns first: making a row for each of a long career's results held the
    // request thread 46-76 ms on a first head-to-head (a CPU profile at load 35-40).
    if (!store.playedBy(p, other.tour, other.id)) continue;
    const r = store.row(p);
    const p1Won = isPerson(r, r.winner, p1) && isPerson(r, r.loser, p2);
    const p2Won = isPerson(r, r.winner, p2) && isPerson(r, r.loser, p1);
    if (!p1Won && !p2Won) continue;
    const outcome = outcomeOf(r.score);
    out.push({
      row: {
        era: 'archive',
        archive_match_id: store.ids[p],
        date: r.date,
        tournament: r.tourneyName || null,
        level: r.level || null,
        round: r.round || null,
        surface: r.surface,
        score: r.score.trim() === '' ? null : r.score,
        outcome,
        winner: meetingWinner(outcome, p1Won ? 1 : 2),
        advanced: p1Won ? 1 : 2,
      },
      result: r,
      p1Won,
    });
  }
  return out;
}

/** Serve sums of one requested side over archive meetings from 1991 (when the corpus starts them). */
export function archiveServe(meetings: ArchiveMeeting[], side: 1 | 2) {
  const sums = new ServeSums();
  for (const m of meetings) {
    if (m.result.season < 1991) continue;
    const mine = (side === 1) === m.p1Won ? m.result.winnerStats : m.result.loserStats;
    sums.add(mine);
  }
  const { matches_with_stats, ...figures } = sums.toJSON();
  return { meetings_with_stats: matches_with_stats ?? 0, ...figures };
}
