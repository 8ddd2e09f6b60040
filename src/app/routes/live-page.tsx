import { type ReactNode, useEffect } from 'react';
import { LiveSlate } from '../../features/slate/live-slate';

/** The slate's heading, in the first screen's frame and the page's alike. */
function LiveHeading() {
  return <h1 className="mb-4 text-2xl font-bold tracking-tight">Live matches</h1>;
}

/**
 * The slate's page, from the first screen's placeholder to the last section: at least a screen tall,
 * so the data credit under it starts below the fold. The slate comes in parts (the live rows, the
 * filter bar, then the upcoming and finished glances and their lists), each growing the page by its
 * own height, which no placeholder can know beforehand; below the fold, nothing in sight moves as
 * they land, on any width. The first screen draws the same frame, so its arrival moves nothing either.
 */
export function LiveFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <LiveHeading />
      {children}
    </div>
  );
}

/** Route "/": the live slate. */
export function LivePage() {
  useEffect(() => {
    document.title = 'Live · Courtside';
  }, []);
  return (
    <LiveFrame>
      <LiveSlate />
    </LiveFrame>
  );
}
