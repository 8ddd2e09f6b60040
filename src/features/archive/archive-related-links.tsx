import { Link } from 'react-router-dom';
import type { ArchiveMatch } from '../../../contract/archive';

const linkClass =
  'rounded text-indigo-700 underline underline-offset-2 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * Where an analyst goes next from a result: the edition's draw (when the catalogue holds the event),
 * both careers, the head-to-head, their charted matches.
 */
export function ArchiveRelatedLinks({ match: m, drawTo }: { match: ArchiveMatch; drawTo?: string | null }) {
  const winner = m.winner.name;
  const loser = m.loser.name;
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
  for (const name of [winner, loser])
    if (name) links.push({ to: `/charting?${q({ player: name })}`, label: `${name}: charted matches` });
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
