// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  clampDelay,
  createWatchAlongStore,
  delayMs,
  isRevealed,
  WATCH_ALONG_KEY,
  type WatchAlongState,
} from './watch-along-store';

const state = (over: Partial<WatchAlongState>): WatchAlongState => ({
  delaySeconds: 0,
  spoilerFree: false,
  hiddenMatchIds: [],
  ...over,
});

beforeEach(() => localStorage.clear());

describe('watch-along store', () => {
  it('clamps the delay into whole seconds between 0 and 120', () => {
    expect(clampDelay(-5)).toBe(0);
    expect(clampDelay(45.6)).toBe(46);
    expect(clampDelay(500)).toBe(120);
    expect(clampDelay(Number.NaN)).toBe(0);
    const store = createWatchAlongStore();
    store.getState().delayChosen(300);
    expect(store.getState().delaySeconds).toBe(120);
    expect(delayMs(store.getState())).toBe(120_000);
  });

  it('persists delay, mode and hidden matches in localStorage and restores them in a new store', () => {
    const first = createWatchAlongStore();
    first.getState().delayChosen(30);
    first.getState().spoilerFreeToggled(true);
    first.getState().matchHidden(7);
    first.getState().matchHidden(7);
    expect(JSON.parse(localStorage.getItem(WATCH_ALONG_KEY) ?? '{}').state).toEqual({
      delaySeconds: 30,
      spoilerFree: true,
      hiddenMatchIds: [7],
    });
    const second = createWatchAlongStore();
    expect(second.getState()).toMatchObject({ delaySeconds: 30, spoilerFree: true, hiddenMatchIds: [7] });
  });

  it('repairs a stored value that is out of range or malformed', () => {
    localStorage.setItem(
      WATCH_ALONG_KEY,
      JSON.stringify({
        state: { delaySeconds: 999, spoilerFree: 'yes', hiddenMatchIds: [1, 'x'] },
        version: 0,
      }),
    );
    const store = createWatchAlongStore();
    expect(store.getState()).toMatchObject({ delaySeconds: 120, spoilerFree: false, hiddenMatchIds: [1] });
  });

  it('isRevealed hides only chosen matches, and only in spoiler-free mode', () => {
    expect(isRevealed(7, state({ hiddenMatchIds: [7] }))).toBe(true);
    expect(isRevealed(7, state({ spoilerFree: true, hiddenMatchIds: [7] }))).toBe(false);
    expect(isRevealed(8, state({ spoilerFree: true, hiddenMatchIds: [7] }))).toBe(true);
    const store = createWatchAlongStore();
    store.getState().spoilerFreeToggled(true);
    store.getState().matchHidden(7);
    expect(isRevealed(7, store.getState())).toBe(false);
    store.getState().matchRevealed(7);
    expect(isRevealed(7, store.getState())).toBe(true);
  });
});
