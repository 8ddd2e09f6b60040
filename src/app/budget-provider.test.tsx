// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleMatch } from '../../contract/test-samples';
import { setConnection } from '../api/connection';
import { useBudgetStatus } from '../queries/budget-context';
import { useLiveSlate } from '../queries/view-hooks';
import { BudgetProvider } from './budget-provider';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

function Slate() {
  const slate = useLiveSlate();
  const status = useBudgetStatus();
  if (slate.isError) return <p>error {slate.error.code}</p>;
  return (
    <p>
      rows {slate.data?.data.length ?? '-'} left {status?.requestsLeft ?? '-'} reason {status?.reason ?? '-'}
    </p>
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setConnection(null);
  localStorage.clear();
});

describe('BudgetProvider + useLiveSlate', () => {
  it('the poller (not the view) fetches the slate once, and the strip shows requests left', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (url) =>
      String(url).includes('/usage')
        ? json({
            tier: 'free',
            limits: { per_minute: 30, per_day: 100 },
            today: { calls: 10, remaining_day: 90 },
          })
        : json({ data: [sampleMatch()], meta: { count: 1 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    setConnection({ mode: 'direct', baseUrl: 'http://svc.test', apiKey: 'demo-free' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BudgetProvider>
          <Slate />
        </BudgetProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText(/rows 1/)).toBeTruthy());
    await waitFor(() => expect(screen.getByText(/left 89/)).toBeTruthy());
    const slateCalls = fetchMock.mock.calls.filter(([u]) => String(u).includes('/matches'));
    expect(slateCalls).toHaveLength(1);
    expect(screen.getByText(/reason scheduled/)).toBeTruthy();
  });

  it('a refusal met by the poller reaches the view as a typed error, not an endless loading state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(
        async () => new Response(JSON.stringify({ error: 'unauthorized' }), { status: 401 }),
      ),
    );
    setConnection({ mode: 'direct', baseUrl: 'http://svc.test', apiKey: 'revoked' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <BudgetProvider>
          <Slate />
        </BudgetProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText(/error unauthorized/)).toBeTruthy());
  });

  it('keeps the polled live list while no view shows it, so a fan back on the slate sees it at once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (url) =>
        String(url).includes('/usage')
          ? json({ tier: 'free', limits: { per_minute: 30, per_day: 100 }, today: { calls: 0 } })
          : json({ data: [sampleMatch()], meta: { count: 1 } }),
      ),
    );
    setConnection({ mode: 'direct', baseUrl: 'http://svc.test', apiKey: 'demo-free' });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <BudgetProvider>
          <Slate />
        </BudgetProvider>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByText(/rows 1/)).toBeTruthy());
    view.unmount();
    const live = client
      .getQueryCache()
      .find({ queryKey: ['matches', 'list', { status: 'live' }], exact: true });
    expect(live?.state.data).toBeDefined();
    // Never garbage-collected: the default five minutes would drop it while the fan reads a match.
    expect(live?.gcTime).toBe(Number.POSITIVE_INFINITY);
  });
});
