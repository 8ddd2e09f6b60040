// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchList } from '../../contract/match';
import { matchQueries } from '../queries/match-queries';
import { importFresh } from '../test/import-fresh';

vi.mock('./slate-snapshot-store', () => ({
  saveSlateSnapshot: vi.fn(async () => undefined),
  loadSlateSnapshot: vi.fn(async () => null),
}));

// The keeper is imported afresh, bound to the mocked store (importFresh says why).
const fresh = importFresh(async () => ({
  ...(await import('./slate-snapshot')),
  ...(await import('./slate-snapshot-store')),
}));

afterEach(() => vi.useRealTimers());

describe('keepSlateSnapshot started after the first render', () => {
  it('keeps a live list the cache already held when it started', async () => {
    vi.useFakeTimers();
    const qc = new QueryClient();
    const list = { data: [], meta: { count: 0 } } as unknown as MatchList;
    qc.setQueryData(matchQueries.live().queryKey, list);
    const { keepSlateSnapshot, saveSlateSnapshot } = fresh();
    const stop = keepSlateSnapshot(qc, () => 1_000);
    await vi.runAllTimersAsync();
    expect(saveSlateSnapshot).toHaveBeenCalledWith({ savedAt: 1_000, list });
    stop();
  });
});
