import type { ApiError } from '../../api/api-error';
import { describeApiError } from '../../api/describe-api-error';

/** A background refresh failed (offline, rate-limited…): the last known data stays, with its time. */
export function RefreshNotice({ error, updatedAt }: { error: ApiError | null; updatedAt: number }) {
  return (
    // Polite and always mounted, so screen readers hear the notice when it appears.
    <div role="status">
      {error && (
        <p className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
          Could not refresh: {describeApiError(error)} Showing the last known data
          {updatedAt > 0 ? ` from ${new Date(updatedAt).toLocaleTimeString()}` : ''}.
        </p>
      )}
    </div>
  );
}
