import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import { createFrameGatherer } from './frame-gatherer';

const frame = (seq: number) => ({ type: 'point', match_id: 1, seq }) as unknown as FeedFrame;

const fakeClock = () => ({
  setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
  clearTimeout: (t: ReturnType<typeof setTimeout>) => clearTimeout(t),
  now: () => Date.now(),
});

describe('createFrameGatherer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on a frame after a quiet spell at once', () => {
    const deliver = vi.fn();
    const g = createFrameGatherer(deliver, 8, fakeClock());
    g.push([frame(1)]);
    expect(deliver).toHaveBeenCalledWith([frame(1)]);
    vi.advanceTimersByTime(50);
    g.push([frame(2)]);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('gathers what follows within the period into one hand-over, every frame in arrival order', () => {
    const deliver = vi.fn();
    const g = createFrameGatherer(deliver, 8, fakeClock());
    g.push([frame(1)]);
    vi.advanceTimersByTime(2);
    g.push([frame(2), frame(3)]);
    g.push([frame(3)]);
    vi.advanceTimersByTime(5);
    g.push([frame(4)]);
    expect(deliver).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(deliver.mock.calls[1][0]).toEqual([frame(2), frame(3), frame(3), frame(4)]);
    vi.advanceTimersByTime(100);
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('hands on the rest of a burst after a quiet spell at once, once, then gathers again', () => {
    const deliver = vi.fn();
    const g = createFrameGatherer(deliver, 8, fakeClock());
    g.push([frame(1)]);
    vi.advanceTimersByTime(1);
    // A point's second socket message, a moment after its first: drawn with it, not a period later.
    g.push([frame(2)]);
    expect(deliver).toHaveBeenCalledTimes(2);
    expect(deliver).toHaveBeenLastCalledWith([frame(2)]);
    g.push([frame(3)]);
    expect(deliver).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(8);
    expect(deliver).toHaveBeenLastCalledWith([frame(3)]);
    // After a gathered hand-over the next frame waits for its period: a busy feed keeps one per period.
    vi.advanceTimersByTime(1);
    g.push([frame(4)]);
    expect(deliver).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(7);
    expect(deliver).toHaveBeenLastCalledWith([frame(4)]);
  });

  it('flushes at once when asked', () => {
    const deliver = vi.fn();
    const g = createFrameGatherer(deliver, 8, fakeClock());
    g.push([frame(1)]);
    g.push([frame(2)]);
    g.flush();
    expect(deliver).toHaveBeenLastCalledWith([frame(2)]);
    g.flush();
    expect(deliver).toHaveBeenCalledTimes(2);
  });

  it('hands a long gathering on in pieces, every frame once and in arrival order', () => {
    const deliver = vi.fn();
    const g = createFrameGatherer(deliver, 8, fakeClock(), 3);
    g.push([frame(1)]);
    g.push([2, 3, 4, 5, 6, 7, 8].map(frame));
    vi.advanceTimersByTime(8);
    expect(deliver.mock.calls.map((c) => c[0].length)).toEqual([1, 3, 3, 1]);
    expect(deliver.mock.calls.flatMap((c) => c[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(frame));
  });
});
