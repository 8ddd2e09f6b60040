import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VocabText } from '../../components/vocab-text';
import { tourWords } from '../../lib/vocabulary';

interface CardTournament {
  id: string | number;
  name: string;
  tour: string | null;
}

/**
 * A titled list of tournament cards above the catalogue ("Playing now", "Starting next"): each its
 * name linked, its tour (and `label`'s more) beside it, and `detail` on the line below.
 */
export function TournamentCardList<T extends CardTournament>({
  headingId,
  title,
  testId,
  items,
  label,
  detail,
}: {
  headingId: string;
  title: string;
  testId: string;
  items: readonly T[];
  label?: (t: T) => ReactNode;
  detail: (t: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        {title}
      </h2>
      <ul className="grid gap-2 md:grid-cols-2">
        {items.map((t) => (
          <li
            key={t.id}
            data-testid={testId}
            className="grid gap-0.5 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <Link
              to={`/tournaments/${t.id}`}
              className="font-medium [overflow-wrap:anywhere] text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
            >
              {t.name}{' '}
              <span className="ml-1.5 text-xs font-normal text-slate-600 dark:text-slate-400">
                <VocabText words={tourWords(t.tour)} />
                {label?.(t)}
              </span>
            </Link>
            <span className="text-xs text-slate-700 dark:text-slate-300">{detail(t)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
