import { Link } from 'react-router-dom';
import type { Fixture } from '../../../contract/fixtures';
import { OrAbsent } from '../../components/absent-value';
import { LocalTimeText } from '../../components/local-time-text';
import { surfaceLabel } from '../../lib/match-labels';

const name = (n: string | null | undefined) => <OrAbsent value={n} />;

/**
 * One scheduled match: start time (user's zone), players, tournament and round; links to the match.
 * A favourite's match carries a star (it is listed first in its day).
 */
export function FixtureRow({ fixture, favourite = false }: { fixture: Fixture; favourite?: boolean }) {
  const meta = [fixture.tournament, fixture.round, surfaceLabel(fixture.surface ?? null)]
    .filter((p) => p !== null && p !== undefined && p !== '')
    .join(' · ');
  return (
    <li
      data-testid="fixture"
      className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900"
    >
      <span className="text-sm font-semibold tabular-nums text-slate-800 dark:text-slate-200">
        {fixture.start_time ? <LocalTimeText iso={fixture.start_time} timeOnly /> : <span>Time TBA</span>}
      </span>
      <span className="min-w-0">
        <Link
          to={`/matches/${fixture.id}`}
          className="font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
        >
          {name(fixture.player1_name)} <span className="text-slate-600 dark:text-slate-400">vs</span>{' '}
          {name(fixture.player2_name)}
        </Link>
        {favourite && (
          <span title="A favourite: shown first" className="ml-1.5 text-amber-600 dark:text-amber-400">
            <span aria-hidden="true">★</span>
            <span className="sr-only">(favourite)</span>
          </span>
        )}
        {meta && <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{meta}</span>}
      </span>
    </li>
  );
}
