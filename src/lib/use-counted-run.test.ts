// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCountedRun } from './use-counted-run';

describe('useCountedRun', () => {
  it('counts, then runs the plan it counted', async () => {
    const { result } = renderHook(() => useCountedRun<{ ids: number[] }>());
    await act(() =>
      result.current.count(async (_signal, onListed) => {
        onListed(2);
        return { ids: [1, 2] };
      }),
    );
    expect(result.current.phase).toBe('planned');
    expect(result.current.listed).toBe(2);
    let ran: number[] = [];
    await act(() =>
      result.current.start(async (plan, _signal, onProgress) => {
        ran = plan.ids;
        onProgress({ matchesDone: 2, requests: 2, failed: 0, heldUntil: null });
      }),
    );
    expect(ran).toEqual([1, 2]);
    expect(result.current.phase).toBe('done');
    expect(result.current.progress?.matchesDone).toBe(2);
  });

  it('a failed count or run ends failed with its error', async () => {
    const { result } = renderHook(() => useCountedRun<number>());
    const boom = new Error('listing refused');
    await act(() => result.current.count(() => Promise.reject(boom)));
    expect(result.current.phase).toBe('failed');
    expect(result.current.error).toBe(boom);
    await act(() => result.current.count(async () => 1));
    await act(() => result.current.start(() => Promise.reject(boom)));
    expect(result.current.phase).toBe('failed');
  });

  it('Stop aborts the reads and keeps the phase stopped when they give up', async () => {
    const { result } = renderHook(() => useCountedRun<number>());
    await act(() => result.current.count(async () => 1));
    let signal: AbortSignal | null = null;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.start(
        (_plan, s) =>
          new Promise((_resolve, reject) => {
            signal = s;
            s.addEventListener('abort', () => reject(s.reason));
          }),
      );
    });
    expect(result.current.phase).toBe('running');
    act(() => result.current.stop());
    await act(() => running);
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    expect(result.current.phase).toBe('stopped');
  });

  it('restore shows a plan as done without a read; reset clears it', () => {
    const { result } = renderHook(() => useCountedRun<number>());
    act(() => result.current.restore(7));
    expect(result.current).toMatchObject({ phase: 'done', plan: 7 });
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ phase: 'idle', plan: null });
  });
});
