import type { RankingsCoverageRead } from '../../lib/rankings-coverage';

interface Props {
  coverage: RankingsCoverageRead;
}

/** What these Elos are in one plain sentence, with the tape's frozen head and publication lag. */
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
        Elo ratings this service computes from the real results, one ladder overall and one per surface; they
        never fade with time off, and they are on another scale from the Elo on player pages, so do not
        compare the two.
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
