// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Score } from '../../../contract/score';
import { scoreAt, scoreFrame, withdrawnFrame } from '../merge/test-frames';
import { createFrameBatcher } from './frame-batcher';
import { clearFrameTimer, timerThenFrame } from './frame-timer';
import { fakeFrames } from './fake-frames.test-harness';
import { LiveStoreProvider, useLiveScore, useShownScore } from './live-hooks';
import { createLiveStore } from './live-store';

function Row({ id, renders }: { id: number; renders: Record<number, number> }) {
  const score = useLiveScore(id);
  renders[id] = (renders[id] ?? 0) + 1;
  return <span data-testid={`m${id}`}>{score ? score.points?.join('-') : 'none'}</span>;
}

function Shown({ id, onScreen }: { id: number; onScreen: boolean }) {
  const score = useShownScore<Score>(id, null, onScreen);
  return <span data-testid={`s${id}`}>{score ? score.points?.join('-') : 'none'}</span>;
}

describe('live store', () => {
  it("one match's frame re-renders only that match", () => {
    const live = createLiveStore(() => 1_000);
    const renders: Record<number, number> = {};
    const view = render(
      <LiveStoreProvider store={live}>
        <Row id={1} renders={renders} />
        <Row id={2} renders={renders} />
      </LiveStoreProvider>,
    );
    act(() => live.framesReceived([scoreFrame(1, 1), scoreFrame(2, 1)]));
    const before = { ...renders };
    act(() => live.framesReceived([scoreFrame(2, 2)]));
    expect(renders[1]).toBe(before[1]);
    expect(renders[2]).toBe(before[2] + 1);
    expect(view.getByTestId('m2').textContent).toBe('2-0');
  });

  it('a view off screen listens to no store write, and shows the newest score when it comes back', () => {
    const live = createLiveStore(() => 1_000);
    let listening = 0;
    const subscribe = live.store.subscribe;
    live.store.subscribe = (listener) => {
      listening++;
      const stop = subscribe(listener);
      return () => {
        listening--;
        stop();
      };
    };
    const rows = (onScreen: boolean) => (
      <LiveStoreProvider store={live}>
        {[1, 2, 3].map((id) => (
          <Shown key={id} id={id} onScreen={onScreen && id === 1} />
        ))}
      </LiveStoreProvider>
    );
    const view = render(rows(true));
    expect(listening).toBe(1);
    act(() => live.framesReceived([scoreFrame(1, 1), scoreFrame(2, 1)]));
    expect(view.getByTestId('s1').textContent).toBe('1-0');
    expect(view.getByTestId('s2').textContent).toBe('none');
    view.rerender(rows(false));
    expect(listening).toBe(0);
    act(() => live.framesReceived([scoreFrame(1, 2)]));
    expect(view.getByTestId('s1').textContent).toBe('1-0');
    view.rerender(rows(true));
    expect(listening).toBe(1);
    expect(view.getByTestId('s1').textContent).toBe('2-0');
  });

  it('tells score listeners about applied and rolled-back scores, not duplicates', () => {
    const live = createLiveStore(() => 1_000);
    const heard: [number, number | null][] = [];
    live.onScoreApplied((id, s) => heard.push([id, s?.sequence ?? null]));
    live.framesReceived([scoreFrame(4, 1), scoreFrame(4, 2), scoreFrame(4, 2)]);
    live.framesReceived([withdrawnFrame(4, 2)]);
    live.scoreRead(4, scoreAt(1), 2_000);
    expect(heard).toEqual([
      [4, 2],
      [4, 1],
      [4, 1],
    ]);
    expect(live.store.getState().scores[4].needsRefetch).toBe(false);
  });

  it('batches a burst into one store write', () => {
    const live = createLiveStore(() => 1_000);
    let writes = 0;
    live.store.subscribe(() => writes++);
    const pending: (() => void)[] = [];
    const batcher = createFrameBatcher(live.framesReceived, (f) => pending.push(f));
    batcher.push([scoreFrame(1, 1)]);
    batcher.push([scoreFrame(1, 2), scoreFrame(2, 1)]);
    expect(pending).toHaveLength(1);
    pending[0]();
    expect(writes).toBe(1);
    expect(live.store.getState().scores[1].sequence).toBe(2);
  });

  describe('withdrawal window', () => {
    /** A store on a hand-moved clock whose settle timer runs when the test says the time came. */
    function windowedStore(windowMs: number) {
      let now = 10_000;
      let timer: { run: () => void; at: number } | null = null;
      const live = createLiveStore(() => now, {
        withdrawalWindowMs: windowMs,
        setTimer: (run, ms) => {
          timer = { run, at: now + ms };
          return timer;
        },
        clearTimer: (t) => {
          if (timer === t) timer = null;
        },
      });
      // Every state the store ever exposed to a view, in order.
      const shown: (number | null)[] = [];
      live.store.subscribe((s) => shown.push(s.scores[1]?.score?.sequence ?? null));
      const advance = (ms: number) => {
        now += ms;
        while (timer && timer.at <= now) {
          const due = timer;
          timer = null;
          due.run();
        }
      };
      return { live, shown, advance };
    }

    it('a state withdrawn in a later batch within the window is never shown', () => {
      const { live, shown, advance } = windowedStore(250);
      live.framesReceived([scoreFrame(1, 1)]);
      advance(250);
      expect(live.store.getState().scores[1].sequence).toBe(1);
      // The refused state and its withdrawal reach the store in two batches, 30 ms apart.
      live.framesReceived([scoreFrame(1, 2)]);
      advance(30);
      live.framesReceived([withdrawnFrame(1, 2)]);
      advance(1_000);
      expect(shown).not.toContain(2);
      expect(live.store.getState().scores[1]).toMatchObject({ sequence: 1, needsRefetch: true });
      // The next good state still shows once its window has passed, not before.
      live.framesReceived([scoreFrame(1, 3)]);
      advance(249);
      expect(live.store.getState().scores[1].sequence).toBe(1);
      advance(1);
      expect(live.store.getState().scores[1].sequence).toBe(3);
    });

    it('widens to the slowest withdrawal seen, so the next as slow is not shown either', () => {
      const { live, shown, advance } = windowedStore(250);
      live.framesReceived([scoreFrame(1, 1)]);
      advance(250);
      live.framesReceived([scoreFrame(1, 2)]);
      advance(400);
      // Slower than the window: the state was shown and is rolled back, as before.
      live.framesReceived([withdrawnFrame(1, 2)]);
      expect(shown).toContain(2);
      expect(live.store.getState().scores[1].sequence).toBe(1);
      expect(live.withdrawalWindowMs()).toBe(500);
      shown.length = 0;
      live.framesReceived([scoreFrame(1, 3)]);
      advance(400);
      live.framesReceived([withdrawnFrame(1, 3)]);
      advance(1_000);
      expect(shown).not.toContain(3);
      expect(live.store.getState().scores[1].sequence).toBe(1);
    });

    it('a REST read of the waiting state shows it at once: the service stands behind it', () => {
      const { live, advance } = windowedStore(250);
      live.framesReceived([scoreFrame(1, 1)]);
      advance(250);
      live.framesReceived([scoreFrame(1, 2)]);
      live.scoreRead(1, scoreAt(2), 10_260);
      expect(live.store.getState().scores[1]).toMatchObject({ sequence: 2, pending: [] });
    });

    it('a busy feed settles in its frame batches: one store write a frame', () => {
      vi.useFakeTimers();
      try {
        let now = 10_000;
        const page = fakeFrames();
        const live = createLiveStore(() => now, {
          withdrawalWindowMs: 150,
          setTimer: (run, ms) => timerThenFrame(run, ms, page.queue),
          clearTimer: clearFrameTimer,
        });
        const batcher = createFrameBatcher(live.framesReceived, (flush) => page.queue.next(flush));
        let writes = 0;
        live.store.subscribe(() => writes++);
        const perFrame: number[] = [];
        // A frame every 16 ms for a second. The settle timer comes due before the frame's first
        // message half the time: either way the batch runs first and settles.
        for (let i = 1; i <= 60; i++) {
          now += 8;
          vi.advanceTimersByTime(8);
          if (i % 2 === 0) batcher.push([scoreFrame(1 + (i % 3), i)]);
          now += 8;
          vi.advanceTimersByTime(8);
          if (i % 2 === 1) batcher.push([scoreFrame(1 + (i % 3), i)]);
          const before = writes;
          page.frame();
          perFrame.push(writes - before);
        }
        expect(Math.max(...perFrame)).toBe(1);
        // No write between frames either: the settles all happened inside the batches.
        expect(writes).toBe(60);
        // Every score older than the window is shown.
        expect(live.store.getState().scores[1].sequence).toBeGreaterThanOrEqual(48);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
