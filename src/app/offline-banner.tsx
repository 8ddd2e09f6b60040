import { useEffect, useState } from 'react';
import { LocalTimeText } from '../components/local-time-text';

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
  if (!offlineSince) return null;
  const minutes = Math.floor((Date.now() - Date.parse(offlineSince)) / 60_000);
  return (
    <div
      role="status"
      data-testid="offline-banner"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      You are offline since <LocalTimeText iso={offlineSince} timeOnly /> (
      {minutes < 1 ? 'under a minute' : `${minutes} min`}): every view shows the last data it received, with
      its age, and refreshes when the connection returns.
    </div>
  );
}
