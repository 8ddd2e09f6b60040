import type { CandidatePerson } from '../../api/error-model';

interface Props {
  fragment: string;
  candidates: readonly CandidatePerson[];
  onChoose: (name: string) => void;
}

/** "WTA · USA · 1995–2022": what tells namesakes apart, from what the service sent. */
function candidateDetails(c: CandidatePerson): string {
  const years =
    c.firstYear !== null && c.lastYear !== null
      ? c.firstYear === c.lastYear
        ? String(c.firstYear)
        : `${c.firstYear}–${c.lastYear}`
      : c.currentOnly
        ? 'matches since 2023'
        : null;
  return [c.tour ? c.tour.toUpperCase() : null, c.country ? c.country.toUpperCase() : null, years]
    .filter(Boolean)
    .join(' · ');
}

/** The people an ambiguous name fragment could mean; choosing one puts the exact name in the URL. */
export function AmbiguousCandidates({ fragment, candidates, onChoose }: Props) {
  // Two people can share a published name; the name is all /h2h takes, so one button stands for both
  // and lists what the service said of each.
  const byName = new Map<string, CandidatePerson[]>();
  for (const c of candidates) byName.set(c.name, [...(byName.get(c.name) ?? []), c]);
  return (
    <section
      aria-labelledby="h2h-candidates-heading"
      className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id="h2h-candidates-heading" className="font-semibold">
        “{fragment}” matches more than one player. Which one did you mean?
      </h2>
      {candidates.length === 0 ? (
        <p className="text-sm">The service listed no candidates; type a fuller name.</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {[...byName].map(([name, people], i) => {
            const details = people.map(candidateDetails).filter(Boolean).join('; ');
            const detailsId = `h2h-candidate-${i}`;
            return (
              <li key={name}>
                <button
                  type="button"
                  aria-describedby={details ? detailsId : undefined}
                  onClick={() => onChoose(name)}
                  className="grid rounded-md border border-amber-400 bg-white px-3 py-1 text-left text-sm font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 dark:border-amber-700 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800"
                >
                  <span>{name}</span>
                  {details ? (
                    <span id={detailsId} className="text-xs font-normal">
                      {details}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
