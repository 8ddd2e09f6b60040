import { Link } from 'react-router-dom';
import type { Match } from '../../contract/match';
import { formatSets } from '../lib/score-format';
import { useShownScore } from '../live/store/live-hooks';
import { useIsRevealed, useSpoilerFree, watchAlongStore } from '../live/watch-along/watch-along-store';
import { LocalTimeText } from '../components/local-time-text';

const BUTTON =
  'rounded-md border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

/** Sets, winner and how it ended: everything that would spoil a match the user is still watching. */
function MatchResult({ match }: { match: Match }) {
  const { p1, p2 } = match.players;
  const score = useShownScore(match.id, match.score);
  const sets = score ? `${formatSets(score, 1)}–${formatSets(score, 2)}` : null;
  const winner = match.winner === 1 ? p1.name : match.winner === 2 ? p2.name : null;
  return (
    <>
      {sets !== null && <span>Sets {sets}</span>}
      {winner && <span> · won by {winner}</span>}
      {match.event_status && <span> · {match.event_status}</span>}
    </>
  );
}

/**
 * A match in a player's, tournament's or schedule list: who played whom, where, when, and the sets
 * (absent, not 0, when unknown). In spoiler-free mode a match the user hid shows "Score hidden" and
 * a Reveal button instead of its score and result; a shown match offers "Hide score".
 */
export function MatchSummaryRow({ match }: { match: Match }) {
  const { p1, p2 } = match.players;
  const revealed = useIsRevealed(match.id);
  const spoilerFree = useSpoilerFree();
  const names = `${p1.name} vs ${p2.name}`;
  return (
    <li
      data-testid="match-summary"
      className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <Link
        to={`/matches/${match.id}`}
        className="font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
      >
        {names}
      </Link>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {[match.tournament, match.round].filter(Boolean).join(' · ')} ·{' '}
        <LocalTimeText iso={match.scheduled_time ?? match.live_at} />
      </span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
        {revealed ? (
          <span>
            <MatchResult match={match} />
          </span>
        ) : (
          <span className="italic">Score hidden</span>
        )}
        {!revealed && (
          <button
            type="button"
            aria-label={`Reveal score of ${names}`}
            onClick={() => watchAlongStore.getState().matchRevealed(match.id)}
            className={BUTTON}
          >
            Reveal
          </button>
        )}
        {revealed && spoilerFree && (
          <button
            type="button"
            aria-label={`Hide score of ${names}`}
            onClick={() => watchAlongStore.getState().matchHidden(match.id)}
            className={BUTTON}
          >
            Hide score
          </button>
        )}
      </span>
    </li>
  );
}
