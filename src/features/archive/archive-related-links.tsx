import { Link } from 'react-router-dom';
import type { ArchiveMatch } from '../../../contract/archive';
import { chartedMatch } from '../../lib/charted-match';
import { dayText } from '../../lib/day-text';
import { useChartedMatches } from '../../queries/use-charted-matches';

const linkClass =
  'rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * Where an analyst goes next from a result: the edition's draw (when the catalogue holds the event),
 * both careers, the head-to-head, and this match's own charting where it was charted (found among the
 * winner's charted matches, ULTRA; no link rather than a player's whole list when it was not).
 */
export function ArchiveRelatedLinks({ match: m, drawTo }: { match: ArchiveMatch; drawTo?: string | null }) {
  const winner = m.winner.name;
  const loser = m.loser.name;
  const charted = useChartedMatches(winner);
  const chart =
    loser && charted.length > 0 ? chartedMatch({ ...m, date: m.event_date }, loser, charted) : null;
  const tour = typeof m.tour === 'string' ? m.tour : '';
  const links: { to: string; label: string }[] = [];
  if (drawTo) links.push({ to: drawTo, label: `${m.tournament ?? 'The event'}: the draw` });
  for (const name of [winner, loser])
    if (name)
      links.push({
        to: `/archive/players?${q({ player: name, ...(tour ? { tour } : {}) })}`,
        label: `${name}’s career`,
      });
  if (winner && loser)
    links.push({ to: `/h2h?${q({ a: winner, b: loser })}`, label: `${winner} v ${loser}: head-to-head` });
  if (chart)
    links.push({
      to: `/charting/matches/${chart.id}`,
      label: `Charting of this match (${dayText(chart.date)})`,
    });
  if (links.length === 0) return null;
  return (
    <nav aria-label="Related" data-testid="archive-related">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className={linkClass}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
