// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedFrame } from '../../../contract/feed-frames';
import { pointFrame, pointUpdateFrame, scoreFrame, withdrawnFrame } from '../merge/test-frames';
import { createFrameBatcher } from './frame-batcher';
import { createLiveStore } from './live-store';

/** A storm as the feed delivers it: several matches interleaved, duplicates, a late frame, a withdrawal. */
function storm(): FeedFrame[] {
  const frames: FeedFrame[] = [];
  for (let s = 1; s <= 30; s++)
    for (const id of [1, 2, 3]) {
      frames.push(scoreFrame(id, s));
      frames.push(pointFrame(id, s));
      if (s % 7 === 0) frames.push(scoreFrame(id, s)); // a re-sent state
      if (s % 9 === 0) frames.push(scoreFrame(id, s - 3)); // a late, older state
      if (s % 11 === 0) frames.push(pointUpdateFrame(id, s, 1, 'ace'));
    }
  frames.push(withdrawnFrame(2, 30));
  return frames;
}

function manualFrames() {
  const pending: (() => void)[] = [];
  return {
    schedule: (flush: () => void) => pending.push(flush),
    runNext: () => pending.shift()?.(),
    get waiting() {
      return pending.length;
    },
  };
}

describe('frame batcher', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('turns frames that arrive within one animation frame into one store notification, same state as one by one', () => {
    const frames = storm();
    const batched = createLiveStore(() => 1_000);
    const notes: number[] = [];
    batched.store.subscribe(() => notes.push(1));
    const frame = manualFrames();
    const batcher = createFrameBatcher(batched.framesReceived, { schedule: frame.schedule });
    for (const f of frames) batcher.push([f]);
    expect(frame.waiting).toBe(1);
    expect(notes).toHaveLength(0);
    frame.runNext();
    expect(notes).toHaveLength(1);

    const oneByOne = createLiveStore(() => 1_000);
    for (const f of frames) oneByOne.framesReceived([f]);
    const { scores, points, signals } = oneByOne.store.getState();
    expect(batched.store.getState().scores).toEqual(scores);
    expect(batched.store.getState().points).toEqual(points);
    expect(batched.store.getState().signals).toEqual(signals);
    // The rule of score-order held in both: the withdrawn state rolled back, late states were refused.
    expect(scores[2].sequence).toBe(29);
    expect(scores[1].sequence).toBe(30);
  });

  it('applies a long backlog in slices, in arrival order, yielding between them, ending where one by one ends', () => {
    const frames = storm();
    const live = createLiveStore(() => 1_000);
    const writes: number[] = [];
    live.store.subscribe(() => writes.push(1));
    const frame = manualFrames();
    const yields: (() => void)[] = [];
    const batcher = createFrameBatcher(
      (batch) => {
        expect(batch.length).toBeLessThanOrEqual(100);
        live.framesReceived(batch);
      },
      { schedule: frame.schedule, yieldToMain: (next) => yields.push(next), maxPerTask: 100 },
    );
    batcher.push(frames);
    frame.runNext();
    // A frame arriving mid-drain joins the queue behind the backlog, without a second flush scheduled.
    batcher.push([scoreFrame(1, 31)]);
    while (yields.length > 0) yields.shift()?.();
    expect(frame.waiting).toBe(0);
    // The backlog's superseded score states went before slicing: fewer writes than frames / 100.
    expect(writes.length).toBeGreaterThan(1);
    expect(writes.length).toBeLessThan(Math.ceil((frames.length + 1) / 100));

    const oneByOne = createLiveStore(() => 1_000);
    for (const f of [...frames, scoreFrame(1, 31)]) oneByOne.framesReceived([f]);
    expect(live.store.getState().scores).toEqual(oneByOne.store.getState().scores);
    expect(live.store.getState().points).toEqual(oneByOne.store.getState().points);
  });

  it('drops a backlog’s score states older than the store would hold, keeping every state of a match with a withdrawal', () => {
    const applied: FeedFrame[] = [];
    const frame = manualFrames();
    const batcher = createFrameBatcher((batch) => applied.push(...batch), {
      schedule: frame.schedule,
      yieldToMain: (next) => next(),
      maxPerTask: 10,
    });
    const backlog: FeedFrame[] = [];
    for (let s = 1; s <= 20; s++) backlog.push(scoreFrame(1, s), pointFrame(1, s), scoreFrame(2, s));
    backlog.push(withdrawnFrame(2, 20));
    batcher.push(backlog);
    frame.runNext();
    const seqs = (id: number) =>
      applied.flatMap((f) => (f.type === 'score' && f.match_id === id ? [f.score.sequence] : []));
    // The store holds 16 good states of a match: the 4 older ones would only have been dropped.
    expect(seqs(1)).toEqual(Array.from({ length: 16 }, (_, i) => i + 5));
    expect(seqs(2)).toHaveLength(20);
    expect(applied.filter((f) => f.type === 'point')).toHaveLength(20);
    expect(applied.at(-1)?.type).toBe('score_withdrawn');
  });

  it('within one animation frame (no backlog) passes every frame on', () => {
    const applied: FeedFrame[] = [];
    const frame = manualFrames();
    const batcher = createFrameBatcher((batch) => applied.push(...batch), { schedule: frame.schedule });
    batcher.push([scoreFrame(1, 1), scoreFrame(1, 2)]);
    frame.runNext();
    expect(applied).toHaveLength(2);
  });

  it('flushes on a timer while the page is hidden (no animation frames run there)', () => {
    vi.useFakeTimers();
    const raf = vi.fn();
    vi.stubGlobal('requestAnimationFrame', raf);
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const applied: number[] = [];
    const batcher = createFrameBatcher((batch) => applied.push(batch.length));
    batcher.push([scoreFrame(1, 1), scoreFrame(1, 2)]);
    vi.advanceTimersByTime(20);
    expect(applied).toEqual([2]);
    expect(raf).not.toHaveBeenCalled();
    hidden.mockRestore();
  });

  it('still flushes when the page is hidden after an animation frame was asked for', () => {
    vi.useFakeTimers();
    // Visible when scheduled, then hidden: the animation frame never comes.
    vi.stubGlobal('requestAnimationFrame', vi.fn());
    const applied: number[] = [];
    const batcher = createFrameBatcher((batch) => applied.push(batch.length));
    batcher.push([scoreFrame(1, 1)]);
    vi.advanceTimersByTime(150);
    expect(applied).toEqual([1]);
  });
});
