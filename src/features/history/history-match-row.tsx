import { Link } from 'react-router-dom';
import { finalScoreParts, gamesScore } from '../../../contract/final-score';
import type { HistoryMatch } from '../../../contract/history-matches';
import { AbsentValue, OrAbsent } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { LocalTimeText } from '../../components/local-time-text';
import { UnbrokenParts } from '../../components/unbroken-parts';
import { matchOrigin } from '../../lib/match-origin';
import { replayDate } from '../../lib/replay';
import { CompletenessBadge, CoverageBadge } from './tape-badges';

function Winner({ match }: { match: HistoryMatch }) {
  if (match.winner === 1) return <>{match.players.p1.name}</>;
  if (match.winner === 2) return <>{match.players.p2.name}</>;
  return <AbsentValue />;
}

/** One completed match: when, who, where, the result and what tape the service holds for it. */
export function HistoryMatchRow({ match }: { match: HistoryMatch }) {
  const { p1, p2 } = match.players;
  // The list carries no tiebreak points (the match's tape does), so a tiebreak set reads 7–6 here.
  const score = gamesScore(match.score?.games, null, match.outcome);
  const origin = matchOrigin(match);
  const when = match.live_at ?? match.scheduled_time;
  // A calendar day in the reader's words and locale, as every replay note writes it; anything else as sent.
  const began = replayDate(origin.date) ?? origin.date;
  return (
    <li
      data-testid="history-row"
      className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <Link
          to={`/history/matches/${match.id}`}
          className="font-semibold text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
        >
          {p1.name} v {p2.name}
        </Link>
        <span data-testid="history-row-when" className="text-slate-700 dark:text-slate-300">
          {when ? (
            <LocalTimeText iso={when} />
          ) : began ? (
            // A 2023–24 result has no clock of its own: its event's first day is the date it has.
            `Event began ${began}`
          ) : (
            <AbsentValue />
          )}
        </span>
      </div>
      <p className="text-slate-700 dark:text-slate-300">
        {match.tournament} · <OrAbsent value={match.round} />
        {origin.replayed && (
          <span data-testid="history-row-replay">
            {' '}
            · replays {origin.event ? `the ${origin.event}` : 'a real match'}
            {/* The date is the real event's first day (the data holds no match day). */}
            {began ? ` (event began ${began})` : ''}
          </span>
        )}
      </p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-slate-800 dark:text-slate-200">
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-300">Score</dt>
          <dd>{score ? <UnbrokenParts parts={finalScoreParts(score)} /> : <AbsentValue />}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-slate-600 dark:text-slate-300">Winner</dt>
          <dd>
            <Winner match={match} />
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap gap-1">
        <CoverageBadge tape={match.tape} />
        <CompletenessBadge tape={match.tape} />
        {match.result_restated_at ? (
          <Badge tone="warning" title="The published result was corrected after the match">
            Result restated <LocalTimeText iso={match.result_restated_at} />
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
