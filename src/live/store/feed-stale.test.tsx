// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scoreAt, scoreFrame } from '../merge/test-frames';
import { FEED_STALE_MS, feedStaleSeconds, useFeedStale } from './feed-stale';
import { LiveStoreProvider } from './live-hooks';
import { createLiveStore, type LiveStore } from './live-store';

describe('feedStaleSeconds', () => {
  it('marks the feed stale once 3 s pass without a frame while matches are live', () => {
    expect(feedStaleSeconds(10_000, 10_000 + FEED_STALE_MS, true, 4)).toBeNull();
    expect(feedStaleSeconds(10_000, 10_000 + FEED_STALE_MS + 1, true, 4)).toBe(3);
    expect(feedStaleSeconds(10_000, 22_500, true, 4)).toBe(12);
  });
  it('says nothing when no match is live or the key has no feed', () => {
    expect(feedStaleSeconds(0, 60_000, true, 0)).toBeNull();
    expect(feedStaleSeconds(0, 60_000, false, 4)).toBeNull();
  });
});

// The hook's clock is injected; fake timers only drive its 500 ms re-measure.
let now = 0;
const clock = () => now;

function Mark({ live }: { live: number }) {
  const stale = useFeedStale(live, clock);
  return <span data-testid="mark">{stale === null ? 'fresh' : `${stale} s`}</span>;
}

describe('useFeedStale', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    now = 100_000;
  });
  afterEach(() => vi.useRealTimers());

  function mount(liveMatches: number): { live: LiveStore; mark: () => string | null } {
    const live = createLiveStore(clock);
    live.connectionChanged({ transport: 'native', state: 'open' });
    const view = render(
      <LiveStoreProvider store={live}>
        <Mark live={liveMatches} />
      </LiveStoreProvider>,
    );
    return { live, mark: () => view.container.textContent };
  }

  /** The injected clock and the re-measure timer move together. */
  function pass(ms: number): void {
    act(() => {
      now += ms;
      vi.advanceTimersByTime(ms);
    });
  }

  it('shows the age after 3 s without a frame and clears on the next frame, not on a REST read', () => {
    const { live, mark } = mount(5);
    act(() => live.framesReceived([scoreFrame(1, 1)]));
    pass(3_000);
    expect(mark()).toBe('fresh');
    pass(500);
    expect(mark()).toBe('3 s');
    pass(4_000);
    expect(mark()).toBe('7 s');
    // A REST read writes the store but says nothing about the feed.
    act(() => live.scoreRead(1, scoreAt(2), now));
    expect(mark()).toBe('7 s');
    // The next frame clears the mark at once, before the next re-measure; a duplicate counts.
    act(() => live.framesReceived([scoreFrame(1, 1)]));
    expect(mark()).toBe('fresh');
    pass(2_500);
    expect(mark()).toBe('fresh');
  });

  it('never marks a view without live matches, nor a key whose feed is stopped', () => {
    const none = mount(0);
    pass(10_000);
    expect(none.mark()).toBe('fresh');
    const { live, mark } = mount(3);
    pass(10_000);
    expect(mark()).toBe('10 s');
    act(() => live.connectionChanged({ transport: 'none', state: 'stopped', reason: 'upgrade_required' }));
    expect(mark()).toBe('fresh');
  });
});
