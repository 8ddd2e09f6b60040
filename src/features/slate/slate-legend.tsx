import { RowIcon, ROW_ICON_MEANINGS } from './row-icons';

/** What the row icons and short statuses mean: a small disclosure, closed by default. */
export function SlateLegend() {
  return (
    <details className="relative text-xs text-slate-700 dark:text-slate-300">
      <summary className="cursor-pointer rounded px-1.5 py-1 font-medium select-none hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-sky-700 dark:hover:bg-slate-800">
        Key
      </summary>
      <div className="absolute top-full right-0 z-30 mt-1 grid w-72 max-w-[90vw] gap-1 rounded-md border border-slate-200 bg-white p-2 shadow-lg dark:border-slate-700 dark:bg-slate-900">
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
          <b>Replay 2012</b>: a real match from that year played back point by point on today’s clock.
          The small number after a name is the player’s ranking today, also on a replay.
        </p>
        <p>
          <b>Sinner 62% · Mkt 60%</b>: the model’s chance that the named player wins, then the betting
          market’s price for the same player.
        </p>
      </div>
    </details>
  );
}
