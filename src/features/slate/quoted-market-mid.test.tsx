// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/test-render';
import { makeMarket } from '../../queries/test-markets';
import { MarketQuoteFor } from './quoted-market-mid';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) =>
    /\/markets\/4242\/prices/.test(String(input))
      ? json(200, makeMarket(0.614, Date.now()))
      : json(404, { error: 'not_found' }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderQuote(tier: string | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MarketQuoteFor matchId={4242} p1Name="Carlos Alcaraz" tier={tier} />
    </QueryClientProvider>,
  );
}

describe('MarketQuoteFor', () => {
  it.each(['pro', 'ultra'])('quotes p1’s mid from the prices read for a %s key', async (tier) => {
    renderQuote(tier);
    expect(await screen.findByTestId('market-mid')).toHaveTextContent('Market mid: Carlos Alcaraz 61%');
    expect(fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://localhost').pathname)).toEqual([
      '/api/markets/4242/prices',
    ]);
  });

  it.each([['free'], ['basic'], [null]])('asks nothing and shows nothing for tier %s', async (tier) => {
    renderQuote(tier);
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('market-mid')).toBeNull();
  });
});
