// @vitest-environment jsdom
import { notifyManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Match, MatchList } from '../../contract/match';
import { sampleMatch } from '../../contract/test-samples';
import { matchQueries } from './match-queries';
import { keepListing, sameBesideScore } from './keep-listing';
import { useLiveSlate, useLiveSlateWrites, useMatchView } from './view-hooks';

const row = (over: Partial<Match>) => ({ ...sampleMatch(), id: 7, ...over }) as Match;
const list = (m: Match): MatchList => ({ data: [m], meta: { count: 1 } }) as MatchList;

function wrapper(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('useMatchView reusing a list row', () => {
  it('takes the row of the most recently read listing, not an older live list', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(matchQueries.live().queryKey, list(row({ status: 'live', winner: null })), {
      updatedAt: 1_000,
    });
    client.setQueryData(
      matchQueries.list({ status: 'completed', limit: 10 }).queryKey,
      list(row({ status: 'completed', winner: 2 })),
      { updatedAt: 2_000 },
    );
    const { result } = renderHook(() => useMatchView(7, { reuseListRow: true }), {
      wrapper: wrapper(client),
    });
    expect(result.current.data?.status).toBe('completed');
    expect(result.current.data?.winner).toBe(2);
    expect(result.current.dataUpdatedAt).toBe(2_000);
  });

  it('takes the live row when the live list is the newer read', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(
      matchQueries.list({ status: 'completed', limit: 10 }).queryKey,
      list(row({ status: 'completed', winner: 2 })),
      { updatedAt: 1_000 },
    );
    client.setQueryData(matchQueries.live().queryKey, list(row({ status: 'live', winner: null })), {
      updatedAt: 3_000,
    });
    const { result } = renderHook(() => useMatchView(7, { reuseListRow: true }), {
      wrapper: wrapper(client),
    });
    expect(result.current.data?.status).toBe('live');
    expect(result.current.dataUpdatedAt).toBe(3_000);
  });
});

describe('useLiveSlate with a select that keeps the listing', () => {
  const live = matchQueries.live().queryKey;
  const listOf = (...rows: Match[]): MatchList => ({ data: rows, meta: { count: rows.length } }) as MatchList;

  // The cache tells its observers on a later task by default; told at once, each claim below is read
  // after the observers have heard the write, however busy the machine.
  afterEach(() => notifyManager.setScheduler((cb) => setTimeout(cb, 0)));

  it('does not re-render on a rewrite that changes only scores, and does when a match starts', async () => {
    notifyManager.setScheduler((cb) => cb());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(live, listOf(row({ id: 1 }), row({ id: 2 })));
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        const [select] = useState(() => {
          let kept: readonly Match[] = [];
          return (list: MatchList) => {
            kept = keepListing(kept, list.data, sameBesideScore);
            return kept;
          };
        });
        return useLiveSlate(select);
      },
      { wrapper: wrapper(client) },
    );
    const first = result.current.data;
    const before = renders;
    await act(async () => {
      const cached = client.getQueryData<MatchList>(live) as MatchList;
      client.setQueryData(live, { ...cached, data: cached.data.map((m) => ({ ...m, score: null })) });
    });
    expect(renders).toBe(before);
    expect(result.current.data).toBe(first);
    await act(async () => {
      const cached = client.getQueryData<MatchList>(live) as MatchList;
      client.setQueryData(live, { ...cached, data: [...cached.data, row({ id: 3 })] });
    });
    expect(renders).toBeGreaterThan(before);
    expect(result.current.data?.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(result.current.data?.[0]).toBe(first?.[0]);
  });

  it("hands the view the select's own listing when a match ends, not a copy compared row by row", async () => {
    notifyManager.setScheduler((cb) => cb());
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(live, listOf(row({ id: 1 }), row({ id: 2 }), row({ id: 3 })));
    const made: (readonly Match[])[] = [];
    const { result } = renderHook(
      () => {
        const [select] = useState(() => {
          let kept: readonly Match[] = [];
          return (list: MatchList) => {
            kept = keepListing(kept, list.data, sameBesideScore);
            made.push(kept);
            return kept;
          };
        });
        return useLiveSlate(select);
      },
      { wrapper: wrapper(client) },
    );
    await act(async () => {
      const cached = client.getQueryData<MatchList>(live) as MatchList;
      client.setQueryData(live, { ...cached, data: cached.data.slice(1) });
    });
    expect(result.current.data?.map((m) => m.id)).toEqual([2, 3]);
    expect(result.current.data).toBe(made.at(-1));
    // The cached list itself is still shared: an equal answer keeps the cached object.
    const cached = client.getQueryData<MatchList>(live) as MatchList;
    client.setQueryData(live, structuredClone(cached));
    expect(client.getQueryData(live)).toBe(cached);
  });

  it('hands each write of the list to useLiveSlateWrites as it is written, and only those', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(live, listOf(row({ id: 1 })));
    const heard: number[][] = [];
    const onList = (list: MatchList) => heard.push(list.data.map((m) => m.id));
    renderHook(() => useLiveSlateWrites(onList), { wrapper: wrapper(client) });
    client.setQueryData(live, listOf(row({ id: 1 }), row({ id: 2 })));
    client.setQueryData(matchQueries.list({ status: 'upcoming' }).queryKey, listOf(row({ id: 9 })));
    expect(heard).toEqual([[1], [1, 2]]);
  });
});
