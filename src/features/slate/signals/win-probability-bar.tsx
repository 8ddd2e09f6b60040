import { playerSurname } from '../../../../contract/player-surname';
import { formatProbability } from '../../../lib/probability';
import type { Side } from '../../../lib/score-format';

/**
 * The name a figure shows: a player’s surname ("de Minaur", contract/player-surname.ts), a doubles team’s two surnames
 * ("Krawczyk / Schuurs"): one partner's name alone would name the wrong thing.
 */
export const shortName = (name: string) => playerSurname(name);

/**
 * The model's win probability as a thin bar (p1's share from the left) and the named player's chance
 * ("Sinner 62%"), so neither colour nor length alone carries it. The row names the model's favourite
 * (`rowFigures`); the caller draws it only when the key's tier delivers the model field.
 */
export function WinProbabilityBar({
  side,
  name,
  chance,
}: {
  side: Side;
  name: string;
  /** `side`'s chance, 0–1. */
  chance: number;
}) {
  const shown = formatProbability(chance);
  const p1Width = Math.round((side === 1 ? chance : 1 - chance) * 100);
  return (
    <span
      role="img"
      aria-label={`Win probability: ${name} ${shown}`}
      title={`Model win probability: ${name} ${shown}`}
      className="inline-flex min-w-0 items-center gap-1.5 text-[11px] leading-4 text-slate-700 dark:text-slate-300"
    >
      <span className="relative h-1 w-12 shrink-0 overflow-hidden rounded-full bg-slate-300 dark:bg-slate-600">
        <span
          className="absolute inset-y-0 left-0 bg-sky-700 dark:bg-sky-400"
          style={{ width: `${p1Width}%` }}
        />
      </span>
      {/* On a narrow row the name gives way, never the figure. */}
      <span className="flex min-w-0 gap-1">
        {/* The space between is read (the element's text), not drawn: the gap spaces them. */}
        <span className="truncate">{shortName(name)}</span>{' '}
        <span className="shrink-0 tabular-nums">{shown}</span>
      </span>
    </span>
  );
}
