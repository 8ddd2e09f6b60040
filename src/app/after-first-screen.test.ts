// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstScreen, resetFirstScreenForTests, watchFirstScreen } from './after-first-screen';

/** Whether `p` has settled once the pending timers and microtasks have run. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetFirstScreenForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstScreen', () => {
  it('waits for the page’s first answer, then a painted frame and an idle moment', async () => {
    const client = new QueryClient();
    watchFirstScreen(client, 60_000);
    const done = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await settled(done)).toBe(false);
    client.setQueryData(['matches', 'live'], { data: [] });
    // A frame (jsdom's requestAnimationFrame runs on a timer) and the idle wait's cap.
    await vi.advanceTimersByTimeAsync(600);
    expect(await settled(done)).toBe(true);
  });

  it('a failed first read lets the rest start too', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    watchFirstScreen(client, 60_000);
    const done = afterFirstScreen();
    void client
      .fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => {});
    await vi.advanceTimersByTimeAsync(600);
    expect(await settled(done)).toBe(true);
  });

  it('a page that reads nothing starts the rest after the cap', async () => {
    watchFirstScreen(new QueryClient(), 4_000);
    const done = afterFirstScreen();
    await vi.advanceTimersByTimeAsync(3_900);
    expect(await settled(done)).toBe(false);
    await vi.advanceTimersByTimeAsync(700);
    expect(await settled(done)).toBe(true);
  });

  it('watches once: a second client does not move the moment', async () => {
    const first = new QueryClient();
    watchFirstScreen(first, 60_000);
    const second = new QueryClient();
    watchFirstScreen(second, 1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(afterFirstScreen())).toBe(false);
    second.setQueryData(['a'], 1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(afterFirstScreen())).toBe(false);
  });
});
