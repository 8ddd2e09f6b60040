import { NavLink, Outlet } from 'react-router-dom';

/** The history family: one top-level "History" entry opens these, so the main row stays short on phones. */
export const ANALYST_ITEMS = [
  { to: '/history', label: 'Completed matches', end: true },
  { to: '/history/coverage', label: 'Coverage', end: true },
  { to: '/archive', label: 'Archive 1968–2022', end: true },
  { to: '/archive/players', label: 'Archive players', end: true },
  { to: '/rally', label: 'Rallies', end: false },
  { to: '/charting', label: 'Charting', end: false },
  { to: '/packages', label: 'Packages', end: true },
  { to: '/scorecard', label: 'Scorecard', end: true },
] as const;

const subLink = ({ isActive }: { isActive: boolean }) =>
  `block whitespace-nowrap rounded-md px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600 ${
    isActive
      ? 'bg-lime-100 font-semibold text-lime-950 dark:bg-lime-900 dark:text-lime-50'
      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

/** Frame of the analyst's views: a secondary navigation above each page of the history family. */
export function AnalystLayout() {
  return (
    <>
      <nav aria-label="History" className="mb-4 border-b border-slate-200 pb-2 dark:border-slate-800">
        <ul className="flex flex-wrap gap-1">
          {ANALYST_ITEMS.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={subLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
