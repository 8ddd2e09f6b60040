import { describe, expect, it } from 'vitest';
import type { RunProgress } from '../lib/run-progress';
import { ApiError } from './api-error';
import { pricePagesOf, runPaced } from './paced-run';

const collect = () => {
  const seen: RunProgress[] = [];
  return { seen, onProgress: (p: RunProgress) => seen.push(p) };
};

describe('runPaced', () => {
  it('counts every request and every item, a failed read as failed, and goes on', async () => {
    const { seen, onProgress } = collect();
    const got: number[] = [];
    const final = await runPaced(
      [1, 2, 3],
      async (n, counted) => {
        await counted(async () => n);
        if (n === 2) throw new ApiError('http', 500, 'internal');
        await counted(async () => n);
        got.push(n);
      },
      new AbortController().signal,
      onProgress,
      { done: 4, concurrency: 1 },
    );
    expect(got).toEqual([1, 3]);
    expect(final).toEqual({ matchesDone: 7, requests: 5, failed: 1, heldUntil: null });
    expect(seen[0].matchesDone).toBe(4);
    expect(seen.at(-1)).toEqual(final);
  });

  it('ends the run on a refusal for the tier: every read would get it', async () => {
    const { onProgress } = collect();
    const read: number[] = [];
    const run = runPaced(
      [1, 2, 3],
      async (n) => {
        read.push(n);
        throw new ApiError('http', 403, 'tier_required');
      },
      new AbortController().signal,
      onProgress,
      { concurrency: 1 },
    );
    await expect(run).rejects.toMatchObject({ status: 403 });
    expect(read).toEqual([1]);
  });

  it('reads nothing more once aborted', async () => {
    const ctrl = new AbortController();
    const read: number[] = [];
    await runPaced(
      [1, 2, 3],
      async (n) => {
        read.push(n);
        ctrl.abort();
      },
      ctrl.signal,
      () => undefined,
      { concurrency: 1 },
    );
    expect(read).toEqual([1]);
  });

  it('plans one price page per 500 tape rows, at least one', () => {
    expect(pricePagesOf(undefined)).toBe(1);
    expect(pricePagesOf(500)).toBe(1);
    expect(pricePagesOf(501)).toBe(2);
  });
});
