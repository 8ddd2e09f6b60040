import { shortTeamName } from '../../../lib/match-labels';

/**
 * A player's (or a pair's) name in a slate row. It wraps to a second line rather than being cut:
 * "Juan Martin del Potro" reads in full on a phone beside six set columns, where one line left
 * "Juan Mar…". Only a name longer than two lines is clipped (300-character names stay in the row),
 * and the tooltip then keeps it whole.
 */
export function PlayerName({ name, strong }: { name: string; strong: boolean }) {
  return (
    <span
      data-testid="player-name"
      title={name}
      className={`line-clamp-2 min-w-0 [overflow-wrap:anywhere] ${strong ? 'font-semibold' : ''}`}
    >
      {shortTeamName(name)}
    </span>
  );
}
