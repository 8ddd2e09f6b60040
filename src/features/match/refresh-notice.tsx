import type { ApiError } from '../../api/api-error';
import { describeApiError } from '../../api/describe-api-error';
import { useAutoRetry } from '../../components/use-auto-retry';
import { localFormatter } from '../../lib/local-time';

const clockTime = (ms: number) =>
  localFormatter({ hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(ms);

/**
 * A background refresh failed (offline, rate-limited…): the last known data stays, with its time. When
 * the answer named a wait (a per-minute 429's Retry-After), the page reads again by itself after it.
 */
export function RefreshNotice({
  error,
  updatedAt,
  onRetry,
}: {
  error: ApiError | null;
  updatedAt: number;
  onRetry: () => void;
}) {
  const retryAt = useAutoRetry(error, onRetry);
  return (
    // Polite and always mounted, so screen readers hear the notice when it appears.
    <div role="status">
      {error && (
        // The error's code is for support, on hover; the words are the message.
        <p
          title={error.code}
          className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
        >
          Could not refresh: {describeApiError(error)} Showing the last known data
          {updatedAt > 0 ? ` from ${new Date(updatedAt).toLocaleTimeString()}` : ''}.
          {retryAt !== null && ` Trying again by itself at ${clockTime(retryAt)}.`}
        </p>
      )}
    </div>
  );
}
