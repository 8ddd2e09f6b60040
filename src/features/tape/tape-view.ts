import type { z } from 'zod';
import type { ArchiveTape } from '../../../contract/archive';
import { type FinalScore, finalScoreText, gamesScore, publishedScore } from '../../../contract/final-score';
import type { HistoryTape, HistoryTapeRow, TapeMetaBase, Tiebreaks } from '../../../contract/history-matches';
import { type MatchOrigin, matchOrigin } from '../../lib/match-origin';
import { dayText } from '../../lib/day-text';
import { replayDate } from '../../lib/replay';

/** What the shared viewer needs from either tape: both envelopes reduce to this. */
export interface TapeView {
  /** Used in export file names: the match id, or `archive-<id>`. */
  fileId: string;
  /** Side 1 and side 2 as people read them. */
  names: readonly [string, string];
  /** One line under the heading: event, round, final score. */
  subtitle: string;
  /** The real event and date (the replayed match's for a replay), for the heading and the exports. */
  origin: MatchOrigin;
  rows: HistoryTapeRow[];
  /** Best of 3 or 5 when the match says so (the model otherwise reads it from the tape). */
  bestOf: number | null;
  tiebreaks: z.infer<typeof Tiebreaks>;
  meta: z.infer<typeof TapeMetaBase>;
}

const join = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const scoreText = (score: FinalScore | null) => (score ? finalScoreText(score) : null);

/** The per-match tape: sides follow `players.p1` / `players.p2`. */
export function historyTapeView(t: HistoryTape): TapeView {
  const origin = matchOrigin(t.match);
  // The origin's date is its event's first day, so it is said as such, not as the match's day.
  // In the reader's locale, as the history row and the replay tag write it (src/lib/replay.ts).
  const day = replayDate(origin.date) ?? origin.date;
  const began = day ? `event began ${day}` : null;
  const real = origin.replayed
    ? `replays ${origin.event ? `the ${origin.event}` : 'a real match'}${began ? ` (${began})` : ''}`
    : began;
  return {
    fileId: String(t.meta.match_id),
    names: [t.match.players.p1.name, t.match.players.p2.name],
    // The final score only once the match is over: this tape also serves a match still in play.
    subtitle: join([
      t.match.tournament,
      t.match.round,
      real,
      t.match.status === 'completed'
        ? scoreText(gamesScore(t.match.score?.games, t.tiebreaks, t.match.outcome))
        : null,
    ]),
    origin,
    rows: t.tape,
    bestOf: t.match.format === 'BO5' ? 5 : t.match.format === 'BO3' ? 3 : null,
    tiebreaks: t.tiebreaks,
    meta: t.meta,
  };
}

/** The archive tape is winner-first: side 1 is the winner, side 2 the loser. */
export function archiveTapeView(t: ArchiveTape): TapeView {
  return {
    fileId: `archive-${t.meta.archive_match_id}`,
    names: [
      t.match.winner.name ?? 'Winner (name not recorded)',
      t.match.loser.name ?? 'Loser (name not recorded)',
    ],
    // The archive dates a result by its event's first day, never the day it was played.
    subtitle: join([
      t.match.tournament,
      t.match.round,
      t.match.event_date ? `week of ${dayText(t.match.event_date)}` : null,
      scoreText(publishedScore(t.match.score)),
    ]),
    origin: { event: t.match.tournament ?? null, date: t.match.event_date ?? null, replayed: false },
    rows: t.tape,
    bestOf: t.match.best_of ?? null,
    tiebreaks: t.tiebreaks,
    meta: t.meta,
  };
}
