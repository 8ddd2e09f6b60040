// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchList } from '../../../contract/match';
import { matchQueries } from '../../queries/match-queries';
import { json, renderMatch, routeFetch, sampleMatch } from './test-match-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const listOf = (...data: unknown[]): MatchList =>
  ({ data, meta: { count: data.length, limit: 200, offset: 0, has_more: false } }) as unknown as MatchList;

const detailCalls = (fetch: ReturnType<typeof routeFetch>, id: number) =>
  fetch.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname === `/api/matches/${id}`)
    .length;

describe('MatchPage and the live list', () => {
  it('on a FREE key opens from the slate’s cached row without a request of its own', async () => {
    const fetch = routeFetch({ '/matches/48213': json(200, sampleMatch()) });
    vi.stubGlobal('fetch', fetch);
    renderMatch('/matches/48213', 'free', (client) =>
      client.setQueryData(matchQueries.live().queryKey, listOf(sampleMatch())),
    );
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a PRO key still reads the match (its detail carries the market)', async () => {
    const fetch = routeFetch({ '/matches/48213': json(200, sampleMatch()) });
    vi.stubGlobal('fetch', fetch);
    renderMatch('/matches/48213', 'pro', (client) =>
      client.setQueryData(matchQueries.live().queryKey, listOf(sampleMatch())),
    );
    await screen.findByRole('region', { name: 'Scoreboard' });
    await waitFor(() => expect(detailCalls(fetch, 48213)).toBe(1));
  });

  it('reads the match when a newer list leaves it out, and follows its 410 to the new id', async () => {
    let reads = 0;
    const fetch = routeFetch({
      '/matches/48213': () =>
        ++reads === 1
          ? json(200, sampleMatch())
          : json(410, {
              error: 'merged',
              merged_into: 50000,
              merged_at: '2026-09-20T14:00:00Z',
              detail: 'x',
            }),
      '/matches/50000': json(200, { ...sampleMatch(), id: 50000 }),
    });
    vi.stubGlobal('fetch', fetch);
    const { client } = renderMatch('/matches/48213');
    await screen.findByRole('region', { name: 'Scoreboard' });
    // A list with the match says nothing new; one without it sends the page to the match itself.
    act(() => client.setQueryData(matchQueries.live().queryKey, listOf(sampleMatch())));
    expect(detailCalls(fetch, 48213)).toBe(1);
    act(() => client.setQueryData(matchQueries.live().queryKey, listOf()));
    expect(await screen.findByText(/This match id 48213 was merged into 50000/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/matches/50000');
    expect(detailCalls(fetch, 48213)).toBe(2);
  });

  it('shows a finish the list no longer carries', async () => {
    let reads = 0;
    const finished = { ...sampleMatch(), status: 'completed', winner: 1 };
    vi.stubGlobal(
      'fetch',
      routeFetch({ '/matches/48213': () => json(200, ++reads === 1 ? sampleMatch() : finished) }),
    );
    const { client } = renderMatch('/matches/48213');
    await screen.findByRole('region', { name: 'Scoreboard' });
    act(() => client.setQueryData(matchQueries.live().queryKey, listOf()));
    await waitFor(() => expect(reads).toBe(2));
    expect(await screen.findByText('Finished')).toBeInTheDocument();
  });
});

describe('MatchPage rate limits', () => {
  it('reads the match again by itself after a per-minute 429’s Retry-After', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let reads = 0;
    vi.stubGlobal(
      'fetch',
      routeFetch({
        '/matches/48213': () =>
          ++reads === 1
            ? json(
                429,
                { error: 'rate_limited', upgrade_url: 'https://x', tier: 'BASIC' },
                { 'Retry-After': '30' },
              )
            : json(200, sampleMatch()),
      }),
    );
    renderMatch('/matches/48213');
    expect(await screen.findByTestId('auto-retry')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Scoreboard' })).toBeNull();
    act(() => vi.advanceTimersByTime(31_000));
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});

describe('MatchPage 503', () => {
  it('names the service’s reason and does not call it a rate limit', async () => {
    vi.stubGlobal(
      'fetch',
      routeFetch({ '/matches/48213': json(503, { error: 'coverage_unavailable' }, { 'Retry-After': '60' }) }),
    );
    renderMatch('/matches/48213');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This match could not be loaded.');
    expect(alert).toHaveTextContent(/coverage rollup is not built yet/);
    expect(alert).not.toHaveTextContent(/too many requests/i);
  });
});
