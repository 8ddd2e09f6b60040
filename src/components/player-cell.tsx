import type { ReactNode } from 'react';

/**
 * How the cell sits in its surroundings. `row`: a compact list row, as score apps draw it (small
 * country code leading, the rank trailing, both in the row's small print). `board`: a scoreboard's
 * larger line, the name first, then country and rank at the page's small size.
 */
type PlayerCellLook = 'row' | 'board';

const LOOK = {
  row: {
    cell: 'flex min-w-0 items-baseline gap-1',
    aside: 'shrink-0 text-[10px] text-slate-600 dark:text-slate-400',
  },
  board: { cell: 'flex min-w-0 items-center gap-2', aside: 'text-xs text-slate-600 dark:text-slate-300' },
} as const;

/**
 * A player's (or a pair's) name with the country and rank beside it. The name wraps to a second line
 * rather than being cut: "Juan Martin del Potro" reads in full on a phone beside six set columns,
 * where one line left "Juan Mar…". Only a name longer than two lines is clipped (one with `oneLine`),
 * and the tooltip then keeps it whole. An absent country or rank draws nothing (never a 0).
 */
export function PlayerCell({
  name,
  fullName = name,
  country,
  rank,
  rankTitle,
  strong = false,
  look,
  countryOnPhone = true,
  before,
  after,
  oneLine = false,
}: {
  /** The name as the cell shows it (a pair may be shortened to surnames). */
  name: string;
  /** The whole name, on hover. */
  fullName?: string;
  country: string | null;
  /** The rank as shown ("12", "#12"); null draws none. */
  rank: ReactNode;
  rankTitle?: string;
  strong?: boolean;
  look: PlayerCellLook;
  /** False gives a phone's width to the name: the country is a tap away on the match page. */
  countryOnPhone?: boolean;
  /** Drawn before the name (a serving dot). */
  before?: ReactNode;
  /** Drawn after the rank (a winner badge). */
  after?: ReactNode;
  /** One line, cut with an ellipsis (the tooltip keeps it whole): for a box of fixed height (a trade card). */
  oneLine?: boolean;
}) {
  const { cell, aside } = LOOK[look];
  const countryClass = [aside, look === 'row' && 'w-[1.45rem]', !countryOnPhone && 'max-sm:hidden']
    .filter(Boolean)
    .join(' ');
  const countryText = country && <span className={countryClass}>{country}</span>;
  const nameText = (
    <span
      data-testid="player-name"
      title={fullName}
      className={`min-w-0 ${oneLine ? 'truncate' : 'line-clamp-2 [overflow-wrap:anywhere]'} ${strong ? 'font-semibold' : ''}`}
    >
      {name}
    </span>
  );
  const rankText = rank !== null && rank !== undefined && (
    <span title={rankTitle} className={aside}>
      {rank}
    </span>
  );
  if (look === 'board')
    // The country and rank follow the name while the line has room, and take a line of their own under
    // it when it has not: beside five sets on a phone they left the name a few letters' width, and
    // "Novak Djokovic" broke inside a word.
    return (
      <span className={cell}>
        {before}
        <span className="flex min-w-0 flex-wrap items-center gap-x-2">
          {nameText}
          {(countryText || rankText || after) && (
            <span className="flex items-center gap-2">
              {countryText}
              {rankText}
              {after}
            </span>
          )}
        </span>
      </span>
    );
  return (
    <span className={cell}>
      {before}
      {countryText}
      {nameText}
      {rankText}
      {after}
    </span>
  );
}
