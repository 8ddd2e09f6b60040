// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { BudgetStatus } from '../../queries/budget-context';

const status: BudgetStatus = {
  tier: 'free',
  perDay: 100,
  requestsLeft: 100,
  nextRefreshAt: null,
  reason: 'scheduled',
  blockedUntil: null,
  stopped: false,
  manualAt: null,
  resumesAt: null,
  liveViewOpen: true,
};
vi.mock('../../queries/budget-context', () => ({ useBudgetStatus: () => status }));

// The section is imported afresh (with the connection it reads): the test files share a worker's
// module registry, and a file run before this one may already hold the section bound to the real
// budget context, which a mock does not replace; nor may a later file find it bound to this mock.
let AlertSettingsSection: typeof import('./alert-settings-section').AlertSettingsSection;
let setConnection: typeof import('../../api/connection').setConnection;
beforeAll(async () => {
  vi.resetModules();
  ({ setConnection } = await import('../../api/connection'));
  ({ AlertSettingsSection } = await import('./alert-settings-section'));
});
afterAll(() => {
  vi.resetModules();
});

afterEach(() => {
  cleanup();
  setConnection(null);
  vi.useRealTimers();
});

describe('AlertSettingsSection on the free plan', () => {
  it('says how often a desk checks for alerts while Courtside is closed, by the gateway’s own rule', () => {
    // Midnight UTC: half of 100 over 24 hours, one check every 28.8 minutes.
    vi.useFakeTimers({ now: Date.parse('2026-11-27T00:00:00Z'), toFake: ['Date'] });
    setConnection({ mode: 'gateway', baseUrl: '/api' });
    render(<AlertSettingsSection />);
    expect(screen.getByTestId('alert-lateness')).toHaveTextContent(
      'With Courtside closed, notifications come from the Courtside server’s own check of the live list, about every 29 minutes',
    );
  });

  it('says none come while closed when the key is used directly (nobody holds a subscription)', () => {
    setConnection({ mode: 'direct', baseUrl: 'http://service', apiKey: 'free-key' });
    render(<AlertSettingsSection />);
    const words = screen.getByTestId('alert-lateness');
    expect(words).toHaveTextContent('None come while no live page is open and visible.');
    expect(words).not.toHaveTextContent('With Courtside closed');
  });
});
