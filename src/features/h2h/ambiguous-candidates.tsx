interface Props {
  fragment: string;
  candidates: readonly string[];
  onChoose: (name: string) => void;
}

/** The people an ambiguous name fragment could mean; choosing one puts the exact name in the URL. */
export function AmbiguousCandidates({ fragment, candidates, onChoose }: Props) {
  // Two people can share a published name; the name is all /h2h takes, so one button stands for both.
  const unique = [...new Set(candidates)];
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
          {unique.map((name) => (
            <li key={name}>
              <button
                type="button"
                onClick={() => onChoose(name)}
                className="rounded-md border border-amber-400 bg-white px-3 py-1 text-sm font-medium text-amber-950 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 dark:border-amber-700 dark:bg-amber-900 dark:text-amber-50 dark:hover:bg-amber-800"
              >
                {name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
