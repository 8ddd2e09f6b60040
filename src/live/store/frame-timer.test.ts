import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeFrames } from './fake-frames.test-harness';
import { clearFrameTimer, timerThenFrame } from './frame-timer';

describe('the frame queue', () => {
  it('runs a frame’s work in one callback, the late work after the rest', () => {
    const page = fakeFrames();
    const order: string[] = [];
    page.queue.next(() => order.push('settle'), true);
    page.queue.next(() => order.push('batch'));
    const cancelled = page.queue.next(() => order.push('cancelled'));
    cancelled();
    expect(page.frame()).toBe(1);
    expect(order).toEqual(['batch', 'settle']);
    expect(page.frame()).toBe(0);
  });
});

describe('timerThenFrame', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs on the first animation frame after the time has passed, not before', () => {
    const page = fakeFrames();
    const run = vi.fn();
    timerThenFrame(run, 150, page.queue);
    page.frame();
    vi.advanceTimersByTime(149);
    page.frame();
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).not.toHaveBeenCalled();
    page.frame();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    page.frame();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('is cancelled while it waits for its frame (a batch of that frame settled first)', () => {
    const page = fakeFrames();
    const run = vi.fn();
    const timer = timerThenFrame(run, 150, page.queue);
    vi.advanceTimersByTime(150);
    page.queue.next(() => clearFrameTimer(timer));
    page.frame();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('is cancelled before its time', () => {
    const page = fakeFrames();
    const run = vi.fn();
    clearFrameTimer(timerThenFrame(run, 150, page.queue));
    vi.advanceTimersByTime(1_000);
    page.frame();
    expect(run).not.toHaveBeenCalled();
  });

  it('runs on the timer alone on a hidden page, and falls back when no frame comes', () => {
    const hidden = fakeFrames(true);
    const run = vi.fn();
    timerThenFrame(run, 150, hidden.queue);
    vi.advanceTimersByTime(150);
    expect(run).toHaveBeenCalledTimes(1);

    const stalled = fakeFrames();
    const late = vi.fn();
    timerThenFrame(late, 150, stalled.queue);
    vi.advanceTimersByTime(150 + 99);
    expect(late).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(late).toHaveBeenCalledTimes(1);
    stalled.frame();
    expect(late).toHaveBeenCalledTimes(1);
  });
});
