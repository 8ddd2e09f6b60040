import { NavLink, Outlet } from 'react-router-dom';
import { StatusStrip } from './status-strip';

export const DATA_CREDIT =
  'Data: Jeff Sackmann / Tennis Abstract (tennisabstract.com), CC BY-NC-SA 4.0; charting data: The Tennis Abstract Match Charting Project.';

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-2 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-lime-600 ${
    isActive
      ? 'bg-slate-900 text-white dark:bg-slate-100 dark:text-slate-900'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

/** The frame around every page: skip link, header with navigation, main content, data credit. */
export function Shell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-10 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <span aria-hidden="true" className="size-3 rounded-full bg-lime-500" />
            Courtside
          </p>
          {/* More journeys (match, players, schedule…) join this list as their features land. */}
          <nav aria-label="Main">
            <ul className="flex gap-1">
              <li>
                <NavLink to="/" end className={navLink}>
                  Live
                </NavLink>
              </li>
            </ul>
          </nav>
        </div>
      </header>
      <StatusStrip />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 px-4 py-4 text-center text-xs text-slate-600 dark:border-slate-800 dark:text-slate-400">
        <p className="mx-auto max-w-6xl">{DATA_CREDIT}</p>
      </footer>
    </div>
  );
}
