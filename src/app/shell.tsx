import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { ViewLoading } from '../components/view-states';
import { useThemeSync } from '../features/settings/use-theme-sync';
import { useAfterFirstScreen } from './after-first-screen';
import { FirstScreen } from './first-screen';

// The status strip and the offline banner load once the first screen's data has painted
// (after-first-screen.ts): the slate's first JavaScript is what a phone waits for, and the strip's
// reads and code would run between the page's first answer and its paint. Until the strip's code arrives a bar of its height holds its place: two 16 px lines
// on a phone (tier and feed, then the day's count, kept to one line) and up to lg (from 640 px the
// strip shows every item, which fill one line or two as their words change: the strip holds two
// there, status-strip.tsx), one from lg up, with the strip's padding and border, so the page does
// not move when it arrives or when its words change.
const StatusStrip = lazy(() => import('./status-strip').then((m) => ({ default: m.StatusStrip })));
const OfflineBanner = lazy(() => import('./offline-banner').then((m) => ({ default: m.OfflineBanner })));

const STRIP_PLACE = (
  <div
    aria-hidden="true"
    className="h-[49px] border-b border-slate-200 lg:h-[29px] bg-slate-50 dark:border-slate-800 dark:bg-slate-950"
  />
);

const DATA_CREDIT =
  'Data: Jeff Sackmann / Tennis Abstract (tennisabstract.com), CC BY-NC-SA 4.0; charting data: The Tennis Abstract Match Charting Project.';

/** Every top-level view, in the order fans and traders reach for them. */
export const NAV_ITEMS = [
  { to: '/', label: 'Live' },
  { to: '/trade', label: 'Trade' },
  { to: '/schedule', label: 'Schedule' },
  { to: '/players', label: 'Players' },
  { to: '/tournaments', label: 'Tournaments' },
  { to: '/history', label: 'History' },
  { to: '/rankings', label: 'Rankings' },
  { to: '/records', label: 'Records' },
  { to: '/h2h', label: 'Head-to-head' },
  { to: '/settings', label: 'Settings' },
] as const;

const HISTORY_FAMILY = /^\/(history|archive|rally|charting|packages|scorecard)(\/|$)/;

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-2 py-1.5 text-sm font-medium ${FOCUS} ${
    isActive
      ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

/** The main navigation: a row on wide screens, a "Menu" disclosure on phones. */
function MainNav() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Following a link closes the phone menu, so the new page is not hidden under it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => setOpen(false), [pathname]);
  // A fragment: the button and the list are flex items of the header row, so on phones the list
  // wraps below the logo at full width and on wide screens sits beside it.
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className={`ml-auto rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100 sm:hidden dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 ${FOCUS}`}
      >
        Menu
      </button>
      <nav
        id={listId}
        aria-label="Main"
        className={`${open ? 'block' : 'hidden'} w-full sm:block sm:w-auto`}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            setOpen(false);
            button.current?.focus();
          }
        }}
      >
        <ul className="flex flex-col gap-1 sm:flex-row sm:flex-wrap">
          {NAV_ITEMS.map((item) => {
            // "History" stays marked across its family (archive, rallies, charting, packages).
            const family = item.to === '/history' && HISTORY_FAMILY.test(pathname);
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === '/'}
                  className={({ isActive }) => navLink({ isActive: isActive || family })}
                >
                  {item.label}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </>
  );
}

/**
 * The frame around every page: skip link, header with navigation, main content, data credit.
 * `pending`: drawn before the budget's first /usage read, with the route's first screen in place of
 * the page and the status strip's place held, so nothing moves when they arrive.
 */
export function Shell({ pending = false }: { pending?: boolean }) {
  useThemeSync();
  const late = useAfterFirstScreen();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <span aria-hidden="true" className="size-3 rounded-full bg-lime-500" />
            Courtside
          </p>
          <MainNav />
        </div>
      </header>
      {pending || !late ? (
        STRIP_PLACE
      ) : (
        <>
          <Suspense fallback={STRIP_PLACE}>
            <StatusStrip />
          </Suspense>
          <Suspense fallback={null}>
            <OfflineBanner />
          </Suspense>
        </>
      )}
      <main id="main" className="mx-auto w-full min-w-0 max-w-6xl flex-1 px-4 py-6">
        {/* Route pages load on first visit (lazy-pages.tsx). */}
        {pending ? (
          <FirstScreen />
        ) : (
          <Suspense fallback={<ViewLoading label="Loading the page…" />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <footer className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <p className="mx-auto max-w-6xl">{DATA_CREDIT}</p>
      </footer>
    </div>
  );
}
