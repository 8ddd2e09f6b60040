import type { QueryClient } from '@tanstack/react-query';
import type { Usage } from '../../contract/usage';
import type { FeedConnection } from '../live/store/connection-status';
import { serviceQueries } from '../queries/service-queries';

const USAGE_KEY = JSON.stringify(serviceQueries.usage().queryKey);

/** A feed stopped because the key's tier may not open it (the feed's own refusal, or the token's 403). */
export function refusedForTier(c: Pick<FeedConnection, 'state' | 'reason'>): boolean {
  if (c.state !== 'stopped' || c.reason === null) return false;
  const code = c.reason.split(':')[0];
  return code === 'upgrade_required' || code === 'ws_token_403';
}

/**
 * A feed refused for the key's tier stays off until asked again, and nothing asks: once a `/usage`
 * answer says the key is ULTRA again (the status strip re-reads it), `restart` opens the feed anew.
 * Watches the query cache only, so it spends no request. Returns the unsubscribe.
 */
export function restartFeedWhenTierReturns(o: {
  queryClient: QueryClient;
  connection: () => Pick<FeedConnection, 'state' | 'reason'>;
  restart: () => void;
}): () => void {
  return o.queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (JSON.stringify(event.query.queryKey) !== USAGE_KEY) return;
    const tier = (event.query.state.data as Usage | undefined)?.tier;
    if (tier === 'ultra' && refusedForTier(o.connection())) o.restart();
  });
}
