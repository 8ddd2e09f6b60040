import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import { pointFrame, scoreFrame } from '../merge/test-frames';
import { createLiveStore } from '../store/live-store';
import { createHeldFrameIntake } from './held-frame-intake';
import { testDelaySource } from './test-delay-source';

const breakPointFrame = (matchId: number): FeedFrame => ({
  type: 'break_point',
  match_id: matchId,
  server: 1,
  returner: 2,
  break_points: 2,
  set: 1,
  game: 5,
  point: '30-40',
  win_probability_p1: 0.41,
  prob_swing: 0.12,
  server_side_favoured: false,
  ts: '2026-11-21T12:00:00Z',
  published_at: '2026-11-21T12:00:00.200Z',
});

function setup(delaySeconds: number) {
  const live = createLiveStore();
  const delay = testDelaySource(delaySeconds);
  const held: number[] = [];
  // Flush the batcher at once so only the hold decides when a frame lands.
  const intake = createHeldFrameIntake({
    apply: live.framesReceived,
    source: delay.source,
    schedule: (flush) => flush(),
    onHeldChanged: (n) => held.push(n),
  });
  const shown = (id: number) => live.store.getState().scores[id]?.score?.sequence;
  return { live, delay, intake, held, shown };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watch-along hold in front of the live store', () => {
  it('with a 30 s delay a score frame is not shown at 29.9 s and is shown at 30 s', () => {
    const { intake, shown, held } = setup(30);
    intake.push([scoreFrame(1, 5)]);
    expect(shown(1)).toBeUndefined();
    expect(intake.heldFrames()).toBe(1);
    vi.advanceTimersByTime(29_900);
    expect(shown(1)).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(shown(1)).toBe(5);
    expect(intake.heldFrames()).toBe(0);
    expect(held).toEqual([1, 0]);
  });

  it('with delay 0 a frame reaches the store at once, with no timer', () => {
    const { intake, shown } = setup(0);
    intake.push([scoreFrame(1, 5)]);
    expect(shown(1)).toBe(5);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('alerts derived from frames wait too: a break point shows only after the hold', () => {
    const { intake, live } = setup(20);
    intake.push([breakPointFrame(3), pointFrame(3, 1)]);
    vi.advanceTimersByTime(19_999);
    expect(live.store.getState().signals[3]).toBeUndefined();
    expect(live.store.getState().points[3]).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(live.store.getState().signals[3]?.map((s) => s.type)).toEqual(['break_point']);
    expect(live.store.getState().points[3]?.points.map((p) => p.seq)).toEqual([1]);
  });

  it('releases frames in arrival order, each after its own hold, and merge rules still apply', () => {
    const { intake, shown } = setup(10);
    intake.push([scoreFrame(1, 1)]);
    vi.advanceTimersByTime(4_000);
    intake.push([scoreFrame(1, 3), scoreFrame(1, 2)]);
    intake.push([scoreFrame(1, 3)]);
    expect(intake.heldFrames()).toBe(4);
    vi.advanceTimersByTime(6_000);
    expect(shown(1)).toBe(1);
    vi.advanceTimersByTime(4_000);
    // Sequence 2 arrived after 3 and the duplicate 3 is dropped: the shown score stays at 3.
    expect(shown(1)).toBe(3);
    expect(intake.heldFrames()).toBe(0);
  });

  it('lowering the delay releases frames that are now due and brings the rest forward', () => {
    const { intake, delay, shown } = setup(60);
    intake.push([scoreFrame(1, 1)]);
    vi.advanceTimersByTime(20_000);
    intake.push([scoreFrame(2, 1)]);
    vi.advanceTimersByTime(5_000);
    delay.set(15);
    // Match 1 waited 25 s (due under 15 s); match 2 waited 5 s and is due 10 s from now.
    expect(shown(1)).toBe(1);
    expect(shown(2)).toBeUndefined();
    vi.advanceTimersByTime(9_999);
    expect(shown(2)).toBeUndefined();
    vi.advanceTimersByTime(1);
    expect(shown(2)).toBe(1);
  });

  it('lowering to 0 releases everything held at once', () => {
    const { intake, delay, shown } = setup(30);
    intake.push([scoreFrame(1, 1), scoreFrame(2, 1)]);
    delay.set(0);
    expect(shown(1)).toBe(1);
    expect(shown(2)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('raising the delay holds new frames only; what already waits keeps its release time', () => {
    const { intake, delay, shown } = setup(10);
    intake.push([scoreFrame(1, 1)]);
    delay.set(60);
    intake.push([scoreFrame(2, 1)]);
    vi.advanceTimersByTime(10_000);
    expect(shown(1)).toBe(1);
    expect(shown(2)).toBeUndefined();
    vi.advanceTimersByTime(50_000);
    expect(shown(2)).toBe(1);
  });

  it('stop drops held frames and clears the timer', () => {
    const { intake, shown } = setup(30);
    intake.push([scoreFrame(1, 1)]);
    intake.stop();
    vi.advanceTimersByTime(60_000);
    expect(shown(1)).toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });
});
