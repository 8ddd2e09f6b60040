import { dayText } from '../../lib/day-text';
import type { RankingsCoverageRead } from '../../lib/rankings-coverage';

interface Props {
  coverage: RankingsCoverageRead;
  /** The surface ladder's name ("Clay"), whose Blended column the sentence explains; null overall. */
  surface: string | null;
}

/** What these Elos are, in one plain sentence (the newest week rated, where the service names it). */
export function EloScaleNote({ coverage, surface }: Props) {
  const head = coverage.newest_available?.elo ?? null;
  return (
    <p data-testid="elo-scale-note" className="max-w-3xl text-sm text-slate-700 dark:text-slate-300">
      Elo from every result{head ? ` up to ${dayText(head)}` : ''}, each counted two weeks after its week
      began, with no fading for time off, on a scale of its own (player pages show a different Elo)
      {surface
        ? `; Blended is the mean of the ${surface.toLowerCase()} and overall Elo, as Tennis Abstract steadies a surface rating built on fewer matches.`
        : '.'}
    </p>
  );
}
