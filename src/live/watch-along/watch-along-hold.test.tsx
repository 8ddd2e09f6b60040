// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdLabel, holdStatusStore, useWatchAlongHold } from './watch-along-hold';
import { watchAlongStore } from './watch-along-store';

afterEach(() => {
  watchAlongStore.getState().delayChosen(0);
  holdStatusStore.setState({ heldFrames: 0, heldReads: 0 });
  localStorage.clear();
});

describe('useWatchAlongHold', () => {
  it('gives the status strip the chosen delay and how many updates wait, and follows both', () => {
    const { result } = renderHook(() => useWatchAlongHold());
    expect(result.current).toEqual({ delaySeconds: 0, heldFrames: 0, heldReads: 0 });
    act(() => {
      watchAlongStore.getState().delayChosen(30);
      holdStatusStore.setState({ heldFrames: 12, heldReads: 1 });
    });
    expect(result.current).toEqual({ delaySeconds: 30, heldFrames: 12, heldReads: 1 });
  });
});

describe('holdLabel', () => {
  it('says how long updates are held and how many wait, and nothing at delay 0', () => {
    expect(holdLabel({ delaySeconds: 30, heldFrames: 12 })).toBe(
      'Held 30 s (watch-along) · 12 updates waiting',
    );
    expect(holdLabel({ delaySeconds: 5, heldFrames: 0, heldReads: 1 })).toBe(
      'Held 5 s (watch-along) · 1 update waiting',
    );
    expect(holdLabel({ delaySeconds: 0, heldFrames: 0 })).toBeNull();
  });
});
