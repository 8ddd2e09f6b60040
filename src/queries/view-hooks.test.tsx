// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Match, MatchList } from '../../contract/match';
import { sampleMatch } from '../../contract/test-samples';
import { matchQueries } from './match-queries';
import { useMatchView } from './view-hooks';

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
