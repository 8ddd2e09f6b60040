import type { RankingsCoverageRead } from '../../lib/rankings-coverage';

interface Props {
  coverage: RankingsCoverageRead;
}

/** What these Elos are, in one plain sentence (the tape's newest week where the service names it). */
export function EloScaleNote({ coverage }: Props) {
  const head = coverage.newest_available?.elo ?? null;
  return (
    <p data-testid="elo-scale-note" className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
      Elo ratings this service computes from every result{head ? ` up to ${head}` : ''}, overall and per
      surface, on its own scale (not the Elo on player pages), with no fading for time off.
    </p>
  );
}
