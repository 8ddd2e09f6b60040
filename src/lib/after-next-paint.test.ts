// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterNextPaint', () => {
  it('runs the task in the task after the next frame’s callbacks, unless cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames: (() => void)[] = [];
    vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.splice(id - 1, 1, () => undefined));
    const task = vi.fn();
    const dropped = vi.fn();
    afterNextPaint(task);
    afterNextPaint(dropped)();
    vi.runAllTimers();
    expect(task).not.toHaveBeenCalled();
    for (const run of frames) run();
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('runs at once in a hidden tab, where no frame is drawn', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const task = vi.fn();
    afterNextPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
