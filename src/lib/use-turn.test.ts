// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTurn } from './use-turn';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useTurn', () => {
  it('lets components mounted together through one a task, in the order they asked', async () => {
    const a = renderHook(() => useTurn(true));
    const b = renderHook(() => useTurn(true));
    const c = renderHook(() => useTurn(true));
    expect([a.result.current, b.result.current, c.result.current]).toEqual([false, false, false]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect([a.result.current, b.result.current, c.result.current]).toEqual([true, false, false]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect([a.result.current, b.result.current, c.result.current]).toEqual([true, true, false]);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(c.result.current).toBe(true);
  });

  it('keeps a component that does not want a turn out of the queue, and skips one unmounted while waiting', async () => {
    const idle = renderHook(() => useTurn(false));
    const gone = renderHook(() => useTurn(true));
    const kept = renderHook(() => useTurn(true));
    gone.unmount();
    await act(() => vi.advanceTimersToNextTimerAsync());
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(kept.result.current).toBe(true);
    expect(idle.result.current).toBe(false);
  });
});
