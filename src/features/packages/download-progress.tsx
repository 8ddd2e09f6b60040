import { formatBytes } from '../../lib/format-bytes';

/** A determinate bar when the size is known (Content-Length or the manifest), else an indeterminate one. */
export function DownloadProgress({
  label,
  received,
  total,
}: {
  label: string;
  received: number;
  total: number | null;
}) {
  const known = total !== null && total > 0;
  const percent = known ? Math.min(100, Math.round((received / total) * 100)) : null;
  return (
    <div role="status" className="grid gap-1">
      <progress
        aria-label={label}
        max={known ? total : undefined}
        value={known ? Math.min(received, total) : undefined}
        className="h-2 w-full accent-indigo-700 dark:accent-indigo-300"
      />
      <p className="text-xs text-slate-700 dark:text-slate-300">
        {known
          ? `${formatBytes(received)} of ${formatBytes(total)} (${percent}%)`
          : `${formatBytes(received)} received`}
      </p>
    </div>
  );
}
