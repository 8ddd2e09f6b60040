import { Link } from 'react-router-dom';
import { textLink } from './form-styles';

/** The people an ambiguous fragment matched; each link narrows the URL to that full name. */
export function ChartingCandidates({
  fragment,
  candidates,
  gender,
}: {
  fragment: string;
  candidates: string[];
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
        {candidates.map((name) => (
          <li key={name}>
            <Link to={href(name)} className={textLink}>
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
