import { Link } from 'react-router-dom';
import type { CandidatePerson } from '../../api/error-model';
import { textLink } from './form-styles';

/** The people an ambiguous fragment matched; each link narrows the URL to that full name. */
export function ChartingCandidates({
  fragment,
  candidates,
  gender,
}: {
  fragment: string;
  candidates: readonly CandidatePerson[];
  gender: string;
}) {
  const href = (name: string) =>
    `?${new URLSearchParams(gender ? { player: name, gender } : { player: name })}`;
  return (
    <section
      aria-label="Matching players"
      className="grid gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <p role="status" className="font-semibold">
        “{fragment}” matches several charted players. Choose one:
      </p>
      <ul className="grid gap-1 sm:grid-cols-2">
        {candidates.map((c, i) => {
          const years =
            c.firstYear !== null && c.lastYear !== null
              ? c.firstYear === c.lastYear
                ? String(c.firstYear)
                : `${c.firstYear}–${c.lastYear}`
              : null;
          // Tour and years charted tell namesakes apart, where the service sends them.
          const details = [c.tour === 'atp' ? 'Men' : c.tour === 'wta' ? 'Women' : null, years].filter(
            Boolean,
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: two people can share a name; the order is the service's.
            <li key={`${c.name}-${i}`}>
              <Link to={href(c.name)} className={textLink}>
                {c.name}
              </Link>
              {details.length > 0 ? (
                <span className="ml-2 text-sm text-slate-700 dark:text-slate-300">{details.join(' · ')}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
