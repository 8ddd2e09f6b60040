import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenIdle', () => {
  it('hands the task to an idle callback capped at the given wait, and cancels it', () => {
    const calls: { run: () => void; timeout: number | undefined }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, opts?: { timeout?: number }) => {
      calls.push({ run, timeout: opts?.timeout });
      return calls.length;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const task = vi.fn();
    const cancel = whenIdle(task, 750);
    expect(calls.map((c) => c.timeout)).toEqual([750]);
    expect(task).not.toHaveBeenCalled();
    calls[0]?.run();
    expect(task).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('runs on the next macrotask without idle callbacks, and not at all once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    const dropped = vi.fn();
    whenIdle(ran);
    whenIdle(dropped)();
    expect(ran).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(ran).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
