import type { ArchiveMatch } from '../../../contract/archive';
import { type PublishedSet, readPublishedScore, type ScoreEnding } from '../../../contract/final-score';
import type { DrawMatch, DrawSet, DrawSide, DrawStatus } from './draw-model';

const STATUS_OF: Record<ScoreEnding, DrawStatus> = {
  retired: 'retired',
  walkover: 'walkover',
  default: 'default',
  unfinished: 'other',
};

/**
 * A published final score ("6-4 7-6(5) RET", "W/O", "6-3 3-6 [10-8]") as the draw prints it: sets
 * winner first, and how it ended. Read by the one reader of published scores; a set the files spell
 * some other way makes the match "other" rather than a guess.
 */
export function parseArchiveScore(score: string | null): { sets: DrawSet[]; status: DrawStatus } {
  const read = readPublishedScore(score);
  if (!read) return { sets: [], status: 'other' };
  const sets = read.sets.filter((s): s is PublishedSet => typeof s !== 'string');
  const odd = sets.length < read.sets.length;
  const status = read.ending ? STATUS_OF[read.ending] : odd ? 'other' : 'completed';
  return { sets, status };
}

const side = (p: ArchiveMatch['winner']): DrawSide => ({
  name: p.name ?? null,
  seed: p.seed ?? null,
  entry: typeof p.entry === 'string' && p.entry !== '' ? p.entry : null,
  country: typeof p.country === 'string' ? p.country.toUpperCase() : null,
});

/** An archive result as a draw match: winner first (orderDraw turns it the printed way up). */
export function fromArchive(m: ArchiveMatch): DrawMatch {
  const { sets, status } = parseArchiveScore(m.score);
  return {
    key: `a${m.id}`,
    round: m.round ?? '',
    sides: [side(m.winner), side(m.loser)],
    winner: 0,
    sets,
    status,
    href: `/archive/matches/${m.id}`,
    scheduled: null,
  };
}
