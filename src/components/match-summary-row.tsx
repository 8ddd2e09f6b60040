import { Link } from 'react-router-dom';
import type { Match } from '../../contract/match';
import { formatSets } from '../lib/score-format';
import { LocalTimeText } from './local-time-text';

/** A match in a player's list: who played whom, where, when, and the sets (absent, not 0, when unknown). */
export function MatchSummaryRow({ match }: { match: Match }) {
  const { p1, p2 } = match.players;
  const sets = match.score ? `${formatSets(match.score, 1)}–${formatSets(match.score, 2)}` : null;
  const winner = match.winner === 1 ? p1.name : match.winner === 2 ? p2.name : null;
  return (
    <li
      data-testid="match-summary"
      className="grid gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <Link
        to={`/matches/${match.id}`}
        className="font-medium text-indigo-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
      >
        {p1.name} vs {p2.name}
      </Link>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        {[match.tournament, match.round].filter(Boolean).join(' · ')} ·{' '}
        <LocalTimeText iso={match.scheduled_time ?? match.live_at} />
      </span>
      <span className="text-xs text-slate-700 dark:text-slate-300">
        {sets !== null && <span>Sets {sets}</span>}
        {winner && <span> · won by {winner}</span>}
        {match.event_status && <span> · {match.event_status}</span>}
      </span>
    </li>
  );
}
