import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Score } from '../../contract/score';
import { scoreFrame } from '../live/merge/test-frames';
import { createScoreCacheWriter } from './score-cache-writer';

const score = (seq: number): Score => scoreFrame(1, seq).score;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('feed scores written into the cached lists a slice at a time', () => {
  it('writes at most a chunk per step, oldest first, newest score per match', () => {
    const steps: [number, number | null][][] = [];
    const writer = createScoreCacheWriter(new QueryClient(), {
      chunk: 2,
      everyMs: 100,
      write: (_qc, scores) => steps.push([...scores].map(([id, s]) => [id, s.sequence])),
    });
    writer.add(1, score(1));
    writer.add(2, score(1));
    writer.add(3, score(1));
    writer.add(1, score(2)); // keeps match 1's place, newest score wins
    vi.advanceTimersByTime(99);
    expect(steps).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(steps).toEqual([
      [
        [1, 2],
        [2, 1],
      ],
    ]);
    expect(writer.waiting).toBe(1);
    vi.advanceTimersByTime(100);
    expect(steps[1]).toEqual([[3, 1]]);
    vi.advanceTimersByTime(1_000);
    expect(steps).toHaveLength(2);
  });

  it('stop forgets what waits', () => {
    const write = vi.fn();
    const writer = createScoreCacheWriter(new QueryClient(), { chunk: 5, everyMs: 50, write });
    writer.add(1, score(1));
    writer.stop();
    vi.advanceTimersByTime(1_000);
    expect(write).not.toHaveBeenCalled();
    expect(writer.waiting).toBe(0);
  });
});
