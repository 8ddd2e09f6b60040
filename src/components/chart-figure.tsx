import { type ReactNode, Suspense } from 'react';

/**
 * A chart with its words: the caption above (saying what the lines are), the chart (lazily loaded,
 * with `loading` until it is), and a summary under it in sentences, for screen readers and for anyone
 * who cannot read the lines. Controls (the x-axis choice) sit beside the caption and get a wider gap.
 */
export function ChartFigure({
  caption,
  controls,
  loading,
  summary,
  summaryTestId,
  children,
}: {
  caption: ReactNode;
  controls?: ReactNode;
  loading: ReactNode;
  summary: string;
  summaryTestId: string;
  children: ReactNode;
}) {
  // A page that may show controls passes `controls` even while it has none (false), so the caption
  // keeps its place when they come and go.
  const row = controls !== undefined;
  const words = <figcaption className="text-sm text-slate-700 dark:text-slate-300">{caption}</figcaption>;
  return (
    <figure className={`grid ${row ? 'gap-2' : 'gap-1'}`}>
      {row ? (
        <div className="flex flex-wrap items-end justify-between gap-2">
          {words}
          {controls}
        </div>
      ) : (
        words
      )}
      <Suspense fallback={loading}>{children}</Suspense>
      <p className="text-sm" data-testid={summaryTestId}>
        {summary}
      </p>
    </figure>
  );
}
