// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMarket } from '../../../queries/test-markets';
import { json } from '../../../test/test-render';
import { MarketQuoteFor } from './quoted-market-mid';

const fetchMock = vi.fn<typeof fetch>();
// The venue quotes p1 at 0.34 and p2 at 0.67: its two mids need not sum to 1.
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    /\/markets\/4242\/prices/.test(String(input))
      ? json(200, makeMarket(0.34, Date.now(), 3, 0.67))
      : json(404, { error: 'not_found' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const names = { 1: 'Juan Monaco', 2: 'Carlos Berlocq' } as const;

function renderQuote(tier: string | null, modelP1: number | null = null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MarketQuoteFor matchId={4242} names={names} modelP1={modelP1} tier={tier} />
    </QueryClientProvider>,
  );
}

describe('MarketQuoteFor', () => {
  it.each(['pro', 'ultra'])('quotes the market’s favourite by name for a %s key', async (tier) => {
    renderQuote(tier);
    const mid = await screen.findByTestId('market-mid');
    expect(mid).toHaveTextContent('Market mid: Carlos Berlocq 67%');
    expect(mid).toHaveTextContent(/^Mkt Berlocq/);
    expect(fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').pathname)).toEqual([
      '/api/markets/4242/prices',
    ]);
  });

  it('quotes the player the model names, from that player’s own price', async () => {
    renderQuote('ultra', 0.62);
    expect(await screen.findByTestId('market-mid')).toHaveTextContent('Market mid: Juan Monaco 34%');
  });

  it.each([['free'], ['basic'], [null]])('asks nothing and shows nothing for tier %s', async (tier) => {
    renderQuote(tier);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('market-mid')).toBeNull();
  });
});
