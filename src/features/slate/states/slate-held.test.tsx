// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetContext } from '../../../queries/budget-context';
import { tierBudget } from '../../../test/test-budget';
import { LiveSlate } from '../live-slate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LiveSlate while the budget holds every request', () => {
  it('says why and until when, instead of a skeleton, when nothing has loaded and the day is spent', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const b = tierBudget('free');
    // The service says the day is used up (a reload after a day-scope 429 reads the same ledger).
    await b.budget.syncUsage({ tier: 'free', today: { calls: 100, remaining_day: 0 } });
    b.poller.setVisible(true);
    b.poller.start();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <BudgetContext.Provider value={b}>
            <LiveSlate />
          </BudgetContext.Provider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    b.poller.openLiveView();
    const held = await screen.findByTestId('slate-held');
    expect(held).toHaveTextContent('Today’s requests for this key are used up');
    expect(held).toHaveTextContent(/loads them by itself at/);
    expect(fetchMock).not.toHaveBeenCalled();
    b.dispose();
  });
});
