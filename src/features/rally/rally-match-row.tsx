import { Link } from 'react-router-dom';
import type { RallyMatch } from '../../../contract/rally';
import { OrAbsent } from '../../components/absent-value';
import { textLink } from './form-styles';
import { genderLabel, playerNames } from './rally-labels';

/** One charted match: who, when, where, and how many of its points parsed cleanly. */
export function RallyMatchRow({ match }: { match: RallyMatch }) {
  return (
    <li
      data-testid="rally-row"
      className="grid gap-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-800"
    >
      <Link to={`/rally/${match.rally_match_id}`} className={`font-semibold ${textLink}`}>
        {playerNames(match.players)}
      </Link>
      <p className="text-slate-700 dark:text-slate-300">
        <OrAbsent value={match.date} /> · <OrAbsent value={match.tournament} /> ·{' '}
        <OrAbsent value={match.round} /> · <OrAbsent value={match.surface} /> · {genderLabel(match.gender)}
      </p>
      <p className="text-slate-800 dark:text-slate-200">
        Points charted: <OrAbsent value={match.points} /> · parsed cleanly: {match.points_parsed}
      </p>
    </li>
  );
}
