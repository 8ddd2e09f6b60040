import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { FeedConnection } from '../live/store/connection-status';
import { serviceQueries } from '../queries/service-queries';
import { refusedForTier, restartFeedWhenTierReturns } from './feed-tier-watch';

const usage = (tier: string) => ({ tier, limits: { per_minute: 600, per_day: 500_000 } });

function setup(connection: Pick<FeedConnection, 'state' | 'reason'>) {
  const queryClient = new QueryClient();
  const restart = vi.fn();
  const stop = restartFeedWhenTierReturns({ queryClient, connection: () => connection, restart });
  const answer = (tier: string) =>
    queryClient.fetchQuery({ queryKey: serviceQueries.usage().queryKey, queryFn: async () => usage(tier) });
  return { queryClient, restart, stop, answer };
}

describe('restartFeedWhenTierReturns', () => {
  it('opens the feed again once /usage says the key is ULTRA again', async () => {
    const { restart, answer } = setup({ state: 'stopped', reason: 'upgrade_required' });
    await answer('pro');
    expect(restart).not.toHaveBeenCalled();
    await answer('ultra');
    expect(restart).toHaveBeenCalledTimes(1);
  });

  it('leaves a feed alone that is open or stopped for another reason', async () => {
    for (const c of [
      { state: 'open', reason: null },
      { state: 'stopped', reason: 'unauthorized' },
    ] as const) {
      const { restart, answer } = setup(c);
      await answer('ultra');
      expect(restart).not.toHaveBeenCalled();
    }
  });

  it('stops watching when asked', async () => {
    const { restart, answer, stop } = setup({ state: 'stopped', reason: 'ws_token_403' });
    stop();
    await answer('ultra');
    expect(restart).not.toHaveBeenCalled();
  });
});

describe('refusedForTier', () => {
  it('knows the tier refusals, with or without detail', () => {
    expect(refusedForTier({ state: 'stopped', reason: 'upgrade_required: feeds are ULTRA' })).toBe(true);
    expect(refusedForTier({ state: 'backoff', reason: 'upgrade_required' })).toBe(false);
  });
});
