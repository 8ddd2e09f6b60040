import { useEffect, useState, useSyncExternalStore } from 'react';
import { LocalTimeText } from '../components/local-time-text';
import { onSnapshotChange, snapshotRestoredAt } from './slate-snapshot';

const online = () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false);

/**
 * Every view keeps its last answers on screen when the network goes (React Query pauses, nothing is
 * thrown away); this says so once for the whole app, with when the connection was lost, and
 * disappears when it returns (queries then refetch by themselves).
 */
export function OfflineBanner() {
  const [offlineSince, setOfflineSince] = useState<string | null>(() =>
    online() ? null : new Date().toISOString(),
  );
  const [, tick] = useState(0);
  const restoredAt = useSyncExternalStore(onSnapshotChange, snapshotRestoredAt, snapshotRestoredAt);
  useEffect(() => {
    const down = () => setOfflineSince((s) => s ?? new Date().toISOString());
    const up = () => setOfflineSince(null);
    window.addEventListener('offline', down);
    window.addEventListener('online', up);
    return () => {
      window.removeEventListener('offline', down);
      window.removeEventListener('online', up);
    };
  }, []);
  // The age in words must grow while offline.
  useEffect(() => {
    if (!offlineSince) return;
    const t = setInterval(() => tick((n) => n + 1), 30_000);
    return () => clearInterval(t);
  }, [offlineSince]);
  if (!offlineSince && restoredAt === null) return null;
  const minutes = offlineSince ? Math.floor((Date.now() - Date.parse(offlineSince)) / 60_000) : 0;
  const keptMinutes = restoredAt === null ? null : Math.floor((Date.now() - restoredAt) / 60_000);
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      {offlineSince ? (
        <>
          You are offline since <LocalTimeText iso={offlineSince} timeOnly /> (
          {minutes < 1 ? 'under a minute' : `${minutes} min`}): every view shows the last data it received,
          with its age, and refreshes when the connection returns.
        </>
      ) : (
        'You appear to be offline: Courtside cannot reach the live scores (no network, or the service is down) and tries again by itself.'
      )}
      {keptMinutes !== null && (
        <span className="block" data-testid="offline-snapshot">
          The live scores shown are the last this browser kept, all read at{' '}
          <LocalTimeText iso={new Date(restoredAt ?? 0).toISOString()} timeOnly /> (
          {keptMinutes < 1 ? 'under a minute ago' : `${keptMinutes} min ago`}), and each is marked stale.
        </span>
      )}
    </div>
  );
}
