import type { ReactNode } from 'react';
import type { ApiError } from '../../../api/api-error';
import { describeApiError } from '../../../api/describe-api-error';
import { Badge } from '../../../components/badge';
import { useLiveSlateUpdatedAt } from '../../../queries/view-hooks';

interface SlateHeaderProps {
  count: number;
  /** Set when the latest background refresh failed while older data is still on screen. */
  refreshError: ApiError | null;
  /** Controls at the line's end (the Filters button, the legend). */
  children?: ReactNode;
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/**
 * The match count, the time of the data on screen, and a warning when refreshing fails. The time is
 * read here, to the second: the slate itself does not re-render for each write of the live list.
 */
export function SlateHeader({ count, refreshError, children }: SlateHeaderProps) {
  const updatedAt = useLiveSlateUpdatedAt();
  const time = updatedAt > 0 ? timeFormat.format(updatedAt) : null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <p className="flex min-w-0 flex-wrap items-center gap-x-2 text-sm text-slate-700 dark:text-slate-300">
          <Badge tone="live">Live</Badge>
          <span>
            {count} {count === 1 ? 'match' : 'matches'} in play
          </span>
          {time && (
            <span className="hidden text-xs text-slate-600 sm:inline dark:text-slate-400">
              · updated {time}
            </span>
          )}
        </p>
        <span className="ml-auto flex items-center gap-1">{children}</span>
      </div>
      {/* Polite: a failed background refresh is worth knowing, not worth interrupting for. */}
      <div role="status">
        {refreshError && (
          <p className="rounded-md bg-amber-100 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
            Could not refresh: {describeApiError(refreshError)} Showing the scores from {time ?? 'earlier'}.
          </p>
        )}
      </div>
    </div>
  );
}
