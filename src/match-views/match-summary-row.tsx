import { Link } from 'react-router-dom';
import type { Match } from '../../contract/match';
import { LocalTimeText } from '../components/local-time-text';
import { VocabText } from '../components/vocab-text';
import { replayOf } from '../lib/replay';
import { eventStatusWords } from '../lib/vocabulary';
import { useIsRevealed, useSpoilerFree, watchAlongStore } from '../live/watch-along/watch-along-store';
import { ReplayTag } from './replay-tag';
import { SummaryScore } from './summary-score';

const BUTTON =
  'rounded-md border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

/** The score (live like the slate, a result with its set scores) and how it ended, when not normal. */
function MatchResult({ match }: { match: Match }) {
  const status = eventStatusWords(match.event_status);
  return (
    <span className="grid gap-0.5">
      <SummaryScore match={match} />
      {status && (
        <span>
          <VocabText words={status} />
        </span>
      )}
    </span>
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
  const origin = replayOf(match);
  return (
    <li
      data-testid="match-summary"
      className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <Link
        to={`/matches/${match.id}`}
        className="font-medium [overflow-wrap:anywhere] text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
      >
        {names}
      </Link>
      <span className="flex flex-wrap items-center gap-x-1.5 text-xs text-slate-600 dark:text-slate-400">
        <span className="min-w-0 [overflow-wrap:anywhere]">
          {match.status === 'live' && (
            <span className="mr-1 font-semibold text-red-700 dark:text-red-300">Live ·</span>
          )}
          {[match.tournament, match.round].filter(Boolean).join(' · ')} ·{' '}
          <LocalTimeText iso={match.scheduled_time ?? match.live_at} />
        </span>
        {origin && <ReplayTag origin={origin} />}
      </span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-slate-700 dark:text-slate-300">
        {revealed ? (
          match.status === 'upcoming' ? null : (
            <span className="min-w-0 flex-1">
              <MatchResult match={match} />
            </span>
          )
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
