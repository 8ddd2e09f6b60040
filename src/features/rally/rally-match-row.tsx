import { Link } from 'react-router-dom';
import type { RallyMatch } from '../../../contract/rally';
import { OrAbsent } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { textLink } from './form-styles';
import { genderLabel, playerNames } from './rally-labels';

/** One charted match: who, when, where, and whether its rallies are held shot by shot. */
export function RallyMatchRow({ match }: { match: RallyMatch }) {
  // `rally_available` is the local service's own flag; another service may not send it.
  const shotByShot = (match as Record<string, unknown>).rally_available === true;
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
      <p className="flex flex-wrap items-center gap-2 text-slate-800 dark:text-slate-200">
        {shotByShot ? <Badge>Shot by shot</Badge> : <Badge tone="neutral">Statistics only</Badge>}
        <span>
          <OrAbsent value={match.points} /> points charted
        </span>
        <Link to={`/charting/matches/${match.rally_match_id}`} className={textLink}>
          Match statistics
        </Link>
      </p>
    </li>
  );
}
