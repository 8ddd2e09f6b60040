// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MatchList } from '../../contract/match';
import { matchQueries } from '../queries/match-queries';

vi.mock('./slate-snapshot-store', () => ({
  saveSlateSnapshot: vi.fn(async () => undefined),
  loadSlateSnapshot: vi.fn(async () => null),
}));

// The keeper is imported afresh: the test files share a worker's module registry, and a file run
// before this one may already hold the keeper bound to the real snapshot store, which a mock does not
// replace.
let keepSlateSnapshot: typeof import('./slate-snapshot').keepSlateSnapshot;
let saveSlateSnapshot: typeof import('./slate-snapshot-store').saveSlateSnapshot;
beforeAll(async () => {
  vi.resetModules();
  ({ keepSlateSnapshot } = await import('./slate-snapshot'));
  ({ saveSlateSnapshot } = await import('./slate-snapshot-store'));
});
// Nor may a later file find the modules bound to this file's mock.
afterAll(() => {
  vi.resetModules();
});

afterEach(() => vi.useRealTimers());

describe('keepSlateSnapshot started after the first render', () => {
  it('keeps a live list the cache already held when it started', async () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    const list = { data: [], meta: { count: 0 } } as unknown as MatchList;
    qc.setQueryData(matchQueries.live().queryKey, list);
    const stop = keepSlateSnapshot(qc, () => 1_000);
    await vi.runAllTimersAsync();
    expect(saveSlateSnapshot).toHaveBeenCalledWith({ savedAt: 1_000, list });
    stop();
  });
});
