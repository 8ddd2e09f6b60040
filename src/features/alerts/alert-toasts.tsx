import { Link } from 'react-router-dom';
import { toastClosed, useToasts } from './alert-toasts-store';

/**
 * The alerts shown in the page: bottom of the screen on a phone, bottom right on a desktop, newest
 * last. A polite live region, so a screen reader says each one without interrupting.
 */
export function AlertToasts() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Alerts"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-2 bottom-2 z-50 grid justify-items-stretch gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-80"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role="status"
          data-testid="alert-toast"
          className="pointer-events-auto grid min-w-0 grid-cols-[minmax(0,1fr)_auto] gap-x-2 rounded-lg border border-indigo-200 bg-white p-3 shadow-lg dark:border-indigo-800 dark:bg-slate-900"
        >
          <p className="break-words text-sm font-semibold text-slate-900 dark:text-slate-100">{t.title}</p>
          <button
            type="button"
            onClick={() => toastClosed(t.id)}
            aria-label={`Close alert: ${t.title}`}
            className="row-span-2 -m-1 inline-flex size-7 items-center justify-center rounded text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-700 dark:text-slate-300 dark:hover:bg-slate-800"
          >
            <span aria-hidden="true">×</span>
          </button>
          <p className="break-words text-sm text-slate-700 dark:text-slate-300">
            {t.body}{' '}
            <Link
              to={`/matches/${t.matchId}`}
              onClick={() => toastClosed(t.id)}
              className="font-medium text-indigo-800 underline underline-offset-2 hover:no-underline dark:text-indigo-200"
            >
              Open match
            </Link>
          </p>
        </div>
      ))}
    </section>
  );
}
