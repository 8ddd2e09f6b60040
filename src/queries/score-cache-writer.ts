import type { QueryClient } from '@tanstack/react-query';
import type { Score } from '../../contract/score';
import { scoresReceived } from './cache-sync';

export interface ScoreCacheWriterOptions {
  /** Scores written per step, oldest first. */
  chunk: number;
  /** Pause between steps (ms); the first step runs this long after the first score. */
  everyMs: number;
  /** Where the scores go (the cache-sync writer; tests pass a recorder). */
  write?: (qc: QueryClient, scores: ReadonlyMap<number, Score>) => void;
}

/**
 * Writes feed scores into the cached lists a slice at a time. Views read each match's score from the
 * live store per frame; the lists (and what sorts or groups by them, or off-screen rows) follow in
 * steps of `chunk` matches, because rewriting all 500 at once re-rendered 500 rows in one long task.
 * A match updated again while waiting keeps its place in the queue, so busy matches cannot starve
 * quiet ones; only its newest score is written.
 */
export function createScoreCacheWriter(qc: QueryClient, options: ScoreCacheWriterOptions) {
  const write = options.write ?? scoresReceived;
  const pending = new Map<number, Score>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const step = () => {
    timer = null;
    const batch = new Map<number, Score>();
    for (const [id, score] of pending) {
      if (batch.size >= options.chunk) break;
      batch.set(id, score);
    }
    for (const id of batch.keys()) pending.delete(id);
    if (batch.size > 0) write(qc, batch);
    if (pending.size > 0) timer = setTimeout(step, options.everyMs);
  };

  return {
    add(matchId: number, score: Score): void {
      pending.set(matchId, score);
      timer ??= setTimeout(step, options.everyMs);
    },
    /** Scores still waiting for their step. */
    get waiting(): number {
      return pending.size;
    },
    stop(): void {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
