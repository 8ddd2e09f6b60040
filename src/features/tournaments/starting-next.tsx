import { Link } from 'react-router-dom';
import { VocabText } from '../../components/vocab-text';
import { utcTitle } from '../../lib/local-time';
import { tourWords } from '../../lib/vocabulary';
import { matchQueries } from '../../queries/match-queries';
import { usePlannedQuery } from '../../queries/view-hooks';
import { dayAndTime } from './day-and-time';
import { nextTournaments } from './next-tournaments';

const MINUTE = 60_000;
// The slate's own upcoming read (same key, same pace): a fan coming from the slate spends nothing
// here, and on a FREE key the one plan reads it, never this page on its own.
const UPCOMING = { status: 'upcoming', limit: 10 } as const;
const UPCOMING_PACE = { freeEveryMs: 240 * MINUTE, paidEveryMs: MINUTE };

/** Tournaments whose next matches start soon, soonest first, each with the date and time of its first. */
export function StartingNext({ playing }: { playing: ReadonlySet<string> }) {
  const query = usePlannedQuery(
    { ...matchQueries.list(UPCOMING), staleTime: MINUTE, retry: false },
    UPCOMING_PACE,
  );
  const next = nextTournaments(query.data?.data ?? [], playing);
  if (next.length === 0) return null;
  return (
    <section aria-labelledby="starting-next" className="grid gap-2">
      <h2 id="starting-next" className="text-base font-semibold">
        Starting next
      </h2>
      <ul className="grid gap-2 md:grid-cols-2">
        {next.map((t) => (
          <li
            key={t.id}
            data-testid="next-tournament"
            className="grid gap-0.5 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
          >
            <Link
              to={`/tournaments/${t.id}`}
              className="font-medium [overflow-wrap:anywhere] text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
            >
              {t.name}{' '}
              <span className="ml-1.5 text-xs font-normal text-slate-600 dark:text-slate-400">
                <VocabText words={tourWords(t.tour)} />
              </span>
            </Link>
            <span className="text-xs text-slate-700 dark:text-slate-300">
              Next match{' '}
              <time dateTime={t.first} title={utcTitle(t.first)}>
                {dayAndTime(t.first)}
              </time>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
