import { currentConnection } from '../api/connection';
import { connectLiveFeed, gatewayFeedUrl } from './connect-live-feed';
import { appLiveStore } from './store/live-store';
import { apiFetchers, fetchWsToken } from './sync/api-fetchers';
import type { LiveFetchers } from './sync/live-fetchers';

// Beside its worker file, so the bundler builds the worker (see lib/worker-engine.ts).
const spawnFeedWorker = () =>
  new Worker(new URL('./feeds/native-feed.worker.ts', import.meta.url), { type: 'module' });

/**
 * Starts the dashboard's live feed on the app store (call once from app/ on mount; returns the stop).
 * Feeds are ULTRA: only the gateway, which holds a paid key server-side, can open them. In direct
 * mode the browser holds a FREE key, so the view stays on REST polling and the strip says why.
 * `sharedPoints`: point reads from a match's start through the query cache the Points tab reads.
 */
export function startAppLiveFeed(
  sharedPoints?: LiveFetchers['sharedPoints'],
  transport: 'native' | 'push' = 'native',
): () => void {
  const live = appLiveStore();
  if (currentConnection().mode !== 'gateway') {
    live.connectionChanged({ transport: 'none', state: 'stopped', reason: 'upgrade_required' });
    return () => {};
  }
  return connectLiveFeed({
    live,
    transport,
    nativeUrl: () => gatewayFeedUrl(),
    fetchToken: fetchWsToken,
    fetchers: { ...apiFetchers, sharedPoints },
    // Where a worker can start, it owns the native socket: at 500 live matches the page's thread
    // could not keep up with a task, a parse and a contract check per socket message.
    feedWorker: typeof Worker === 'undefined' ? undefined : spawnFeedWorker,
  });
}
