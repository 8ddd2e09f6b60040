// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { LiveSlate } from '../live-slate';
import { makeRowMatch } from '../test-matches';
import { useFirstLoadRetry } from './first-load-retry';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const fetchMock = vi.fn<typeof fetch>();
const liveCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('status=live')).length;

// Answers the live slate from `live` in turn (the last one repeats); side sections get empty lists.
function serve(...live: (() => Response)[]) {
  let n = 0;
  fetchMock.mockImplementation(async (input) => {
    if (!String(input).includes('status=live')) return json(200, { data: [], meta: {} });
    const answer = live[Math.min(n, live.length - 1)];
    n += 1;
    return answer();
  });
}

function renderSlate() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <LiveSlate />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const down = () => json(503, { error: 'service_unavailable', detail: 'Restarting.' });
const ok = () => json(200, { data: [makeRowMatch()], meta: { count: 1 } });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: false });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LiveSlate first-load retry', () => {
  // Without a budget the query also refreshes every 10 s (the planned refresh); the first retry comes
  // at 5 s, before it.
  it('retries a failed first read after 5 s, before the planned refresh, counting down', async () => {
    serve(down, down, ok);
    renderSlate();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('Live matches could not be loaded.');
    expect(screen.getByText('Retrying in 5 s')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Retrying automatically in 5 seconds.');

    await advance(2000);
    expect(screen.getByText('Retrying in 3 s')).toBeInTheDocument();
    expect(liveCalls()).toBe(1);

    await advance(3000);
    expect(liveCalls()).toBe(2);
    // The second wait is longer.
    expect(screen.getByText('Retrying in 10 s')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Retrying automatically in 10 seconds.');

    await advance(10_000);
    // Let the answer's body be read and parsed.
    await advance(100);
    expect(screen.getByTestId('live-match')).toBeInTheDocument();
    expect(screen.queryByText(/Retrying in/)).toBeNull();
  });

  it('does not retry a refused key on its own', async () => {
    serve(() => json(401, { error: 'unauthorized', detail: 'Unknown key.' }));
    renderSlate();
    await advance(0);
    expect(screen.getByRole('alert')).toHaveTextContent('did not accept the API key');
    expect(screen.queryByText(/Retrying in/)).toBeNull();
    expect(screen.queryByTestId('auto-retry')).toBeNull();
    await advance(9000);
    expect(liveCalls()).toBe(1);
  });

  it('shows a rate limit as when to come back and that it asks again by itself, without an early retry', async () => {
    serve(() => json(429, { error: 'rate_limited', scope: 'minute' }, { 'Retry-After': '42' }));
    renderSlate();
    await advance(0);
    expect(screen.getByTestId('rate-limited')).toHaveTextContent(/try again in 42 s/i);
    expect(screen.getByTestId('auto-retry')).toHaveTextContent(/asks again by itself at/);
    expect(screen.queryByText(/Retrying in/)).toBeNull();
  });
});

describe('useFirstLoadRetry', () => {
  const error = new ApiError('network', 0, 'network_error');

  it('retries after 5, 10 and 20 s, then stops', async () => {
    const retry = vi.fn();
    const { result } = renderHook(() => useFirstLoadRetry(error, false, retry));
    expect(result.current).toEqual({ secondsLeft: 5, delay: 5 });
    await advance(5000);
    expect(retry).toHaveBeenCalledTimes(1);
    expect(result.current).toEqual({ secondsLeft: 10, delay: 10 });
    await advance(10_000);
    expect(retry).toHaveBeenCalledTimes(2);
    await advance(20_000);
    expect(retry).toHaveBeenCalledTimes(3);
    expect(result.current).toBeNull();
    await advance(60_000);
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it('waits while a retry is in flight and never retries a refusal', async () => {
    const retry = vi.fn();
    const { result, rerender } = renderHook(({ fetching }) => useFirstLoadRetry(error, fetching, retry), {
      initialProps: { fetching: true },
    });
    expect(result.current).toBeNull();
    await advance(30_000);
    expect(retry).not.toHaveBeenCalled();
    rerender({ fetching: false });
    expect(result.current).toEqual({ secondsLeft: 5, delay: 5 });

    const refused = renderHook(() =>
      useFirstLoadRetry(new ApiError('http', 403, 'upgrade_required'), false, retry),
    );
    expect(refused.result.current).toBeNull();
  });
});
