import type { RefObject } from 'react';
import { Popover } from '../../../components/popover';
import { ROW_ICON_MEANINGS, RowIcon } from '../rows/row-icons';

/** The Key's open panel: what the row icons and short statuses mean (SlateLegend opens it). */
export function SlateLegendPanel({
  anchor,
  onClose,
  id,
}: {
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  id: string;
}) {
  return (
    <Popover
      anchor={anchor}
      open
      onClose={onClose}
      id={id}
      role="dialog"
      label="Key"
      className="grid w-72 max-w-[calc(100vw-1rem)] gap-1 p-2 text-xs text-slate-700 dark:text-slate-300"
    >
      <ul className="grid gap-1">
        {ROW_ICON_MEANINGS.map(({ kind, words }) => (
          <li key={kind} className="flex items-center gap-2">
            <span aria-hidden="true" className="flex w-4 justify-center">
              <RowIcon kind={kind} title="" />
            </span>
            {words}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="flex w-4 justify-center">
            <span className="size-1.5 rounded-full bg-lime-600 dark:bg-lime-400" />
          </span>
          Serving
        </li>
      </ul>
      <p>
        <b>Int.</b> interrupted (with how long), <b>Ret.</b> retired, <b>W.O.</b> walkover. Small raised
        numbers are the loser’s tiebreak points.
      </p>
      <p>
        <b>Replay 2012</b>: a real match from that year played back point by point on today’s clock. The small
        number after a name is the player’s ranking today, also on a replay.
      </p>
      <p>
        <b>Sinner 62% · Mkt 60%</b>: the model’s chance that the named player wins, then the betting market’s
        price for the same player.
      </p>
      <button
        type="button"
        onClick={() => {
          onClose();
          anchor.current?.focus();
        }}
        className="justify-self-end rounded px-2 py-1 font-medium hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 dark:hover:bg-slate-800"
      >
        Close
      </button>
    </Popover>
  );
}
