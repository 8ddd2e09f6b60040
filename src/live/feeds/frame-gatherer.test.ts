import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import { createFrameGatherer } from './frame-gatherer';

const frame = (seq: number) => ({ type: 'point', match_id: 1, seq }) as unknown as FeedFrame;

describe('createFrameGatherer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands on every frame of many messages together, in arrival order, once the gathering ends', () => {
    const deliver = vi.fn();
    const g = createFrameGatherer(deliver, 8);
    g.push([frame(1), frame(2)]);
    g.push([frame(2)]);
    g.push([frame(3)]);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(8);
    expect(deliver).toHaveBeenCalledTimes(1);
    expect(deliver.mock.calls[0][0]).toEqual([frame(1), frame(2), frame(2), frame(3)]);
    vi.advanceTimersByTime(100);
    expect(deliver).toHaveBeenCalledTimes(1);
  });

  it('flushes at once when asked, and starts a new gathering after', () => {
    const deliver = vi.fn();
    const g = createFrameGatherer(deliver, 8);
    g.push([frame(1)]);
    g.flush();
    expect(deliver).toHaveBeenCalledWith([frame(1)]);
    g.flush();
    expect(deliver).toHaveBeenCalledTimes(1);
    g.push([frame(2)]);
    vi.advanceTimersByTime(8);
    expect(deliver).toHaveBeenLastCalledWith([frame(2)]);
  });
});
