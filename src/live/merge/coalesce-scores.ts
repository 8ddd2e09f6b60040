import type { FeedFrame } from '../../../contract/feed-frames';
import { HISTORY_LIMIT } from './score-entry';

/**
 * A backlog of frames with each match's older score states dropped: a match keeps every frame of
 * its newest HISTORY_LIMIT sequences (re-sent copies included), the states the store's merge would
 * hold afterwards, as good states to roll back to or in its withdrawal window; what it shows, holds
 * and refuses ends the same as if every frame had been applied. Frames stay in arrival order, and
 * every other frame stays as it came (points, signals). A match with a `score_withdrawn` in the
 * backlog keeps all its frames. The rules themselves (deduping by sequence, the withdrawal window
 * and rollback) stay in `applyFrames`: this only spares it states it would drop.
 * Used only when the page has fallen behind the feed (frame-batcher.ts).
 */
export function coalesceScores(frames: readonly FeedFrame[], keep = HISTORY_LIMIT): FeedFrame[] {
  const sequences = new Map<number, Set<number>>();
  const withdrawn = new Set<number>();
  for (const f of frames) {
    if (f.type === 'score_withdrawn') withdrawn.add(f.match_id);
    else if (f.type === 'score' && f.score.sequence != null) {
      const seqs = sequences.get(f.match_id) ?? new Set<number>();
      seqs.add(f.score.sequence);
      sequences.set(f.match_id, seqs);
    }
  }
  // Per match, the lowest sequence still kept; a match with no more than `keep` sequences keeps all.
  const floor = new Map<number, number>();
  for (const [id, seqs] of sequences) {
    if (seqs.size <= keep || withdrawn.has(id)) continue;
    floor.set(id, [...seqs].sort((a, b) => b - a)[keep - 1]);
  }
  if (floor.size === 0) return frames as FeedFrame[];
  return frames.filter((f) => {
    if (f.type !== 'score') return true;
    const min = floor.get(f.match_id);
    // A state without a sequence orders before every sequenced one: with newer ones here, it goes.
    return min === undefined || (f.score.sequence != null && f.score.sequence >= min);
  });
}
