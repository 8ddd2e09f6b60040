// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTier } from '../../test/test-budget';
import { UsageSection } from './usage-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    withTier(
      'free',
      <QueryClientProvider client={client}>
        <UsageSection />
      </QueryClientProvider>,
    ),
  );
}

describe('UsageSection request plan', () => {
  it('says the plan waits for a live page, not that the (visible) tab is hidden', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ tier: 'free', limits: { per_minute: 30, per_day: 100 } })),
    );
    renderSection();
    expect(
      await screen.findByText(/Request plan: paused until a live page \(the slate or a match\) is open/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/hidden/)).toBeNull();
  });

  it('invents no daily limit when /usage states none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ tier: 'ultra', limits: { per_minute: 600 } })),
    );
    renderSection();
    await screen.findByText('ULTRA');
    expect(screen.getByText('Per day limit').nextElementSibling).toHaveTextContent('not available');
    expect(screen.queryByText(/500,000/)).toBeNull();
  });
});
