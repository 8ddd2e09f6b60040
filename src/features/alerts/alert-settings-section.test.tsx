// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setConnection } from '../../api/connection';
import type { BudgetStatus } from '../../queries/budget-context';
import { AlertSettingsSection } from './alert-settings-section';

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
