import type { RankingsCoverageRead } from './rankings-meta';

interface Props {
  coverage: RankingsCoverageRead;
}

/** The spec's warning that the two Elos differ, with the tape's frozen head and publication lag. */
export function EloScaleNote({ coverage }: Props) {
  const head = coverage.newest_available?.elo ?? null;
  const lag = coverage.model?.publication_lag_days ?? null;
  return (
    <aside
      data-testid="elo-scale-note"
      aria-label="About these Elo ratings"
      className="grid gap-1 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
    >
      <p>
        This is the as-of Elo tape: “a historical tape, on the service’s own scale, without decay”. “The free
        current Elo is on a different scale from the as-of Elo tape; never mix them.” The Elo on a player’s
        page (the live surface’s ratings) cannot be compared with these numbers.
      </p>
      {(head || lag !== null) && (
        <p>
          {lag !== null ? `A week’s results take effect ${lag} days after the week begins. ` : ''}
          {head ? `The tape’s newest week is ${head}; it is not updated past it.` : ''}
        </p>
      )}
    </aside>
  );
}
