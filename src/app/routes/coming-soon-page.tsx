import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

interface Upcoming {
  title: string;
  /** What the view will show, in a fan's words. */
  shows: string;
  /** The plan that opens it, so nobody waits for a view their key cannot read anyway. */
  tier: string;
}

// These views read the history half of the service (a later issue); until then the page says what
// they will hold rather than showing an empty pane.
const UPCOMING: Record<string, Upcoming> = {
  '/history': {
    title: 'History',
    shows:
      'completed matches with their point-by-point tape, the results archive, and how much of each season is covered.',
    tier: 'BASIC and above (FREE keys get 20 history reads a month)',
  },
  '/rankings': {
    title: 'Rankings',
    shows: 'ATP and WTA rankings week by week, with Elo ratings and how each player moved.',
    tier: 'BASIC and above (FREE keys get 20 history reads a month)',
  },
  '/h2h': {
    title: 'Head-to-head',
    shows: 'every meeting between two players, with scores, surfaces and who won where.',
    tier: 'BASIC and above (FREE keys get 20 history reads a month)',
  },
};

const FALLBACK: Upcoming = {
  title: 'Coming soon',
  shows: 'a view that is still being built.',
  tier: 'the plan named when it opens',
};

const LINK =
  'font-medium text-lime-800 underline underline-offset-2 hover:text-lime-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600 dark:text-lime-300 dark:hover:text-lime-200';

/** Routes /history, /rankings and /h2h until their views land: what they will show, and where to go now. */
export function ComingSoonPage({ path }: { path?: string }) {
  const { pathname } = useLocation();
  const view = UPCOMING[path ?? pathname.replace(/\/+$/, '')] ?? FALLBACK;
  useEffect(() => {
    document.title = `${view.title} · Courtside`;
  }, [view.title]);
  return (
    <>
      <h1 className="mb-2 text-2xl font-bold tracking-tight">{view.title}</h1>
      <section
        aria-label="Not available yet"
        className="rounded-lg border border-slate-300 bg-white p-4 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300"
      >
        <p>
          <strong className="font-semibold text-slate-900 dark:text-slate-100">Coming soon.</strong> This view
          will show {view.shows}
        </p>
        <p className="mt-2 text-sm">Opens with: {view.tier}.</p>
        <p className="mt-3">Meanwhile, follow what is happening now:</p>
        <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          <li>
            <Link to="/" className={LINK}>
              Live matches
            </Link>
          </li>
          <li>
            <Link to="/trade" className={LINK}>
              Trader grid
            </Link>
          </li>
          <li>
            <Link to="/schedule" className={LINK}>
              Schedule
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
