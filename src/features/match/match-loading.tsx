import { PlayerCell } from '../../components/player-cell';
import type { ReplayOrigin } from '../../lib/replay';
import { matchTitle } from '../../match-views/match-title';
import { ReplayNote } from '../../match-views/replay-tag';

/** The players a match page's first screen can name before the match's read answers. */
export interface MatchNames {
  p1: string;
  p2: string;
  /** The real match replayed: the page's note of it, the largest text on a phone's first screen. */
  replay: ReplayOrigin | null;
}

const BAR = 'rounded-sm bg-slate-200 dark:bg-slate-700';

/** A player's line of the scoreboard frame: the name when known, the set and point cells as boxes. */
function PlaceholderRow({ name }: { name: string | null }) {
  return (
    <div className="flex items-center gap-2 py-1 text-base font-medium">
      <span className="inline-flex w-3 shrink-0" />
      <span className="min-w-0 flex-1">
        {name === null ? (
          <span className={`block h-4 w-2/5 ${BAR}`} />
        ) : (
          <PlayerCell look="board" name={name} country={null} rank={null} />
        )}
      </span>
      <span className={`h-5 w-16 shrink-0 ${BAR}`} />
      <span className={`h-6 w-10 shrink-0 ${BAR}`} />
    </div>
  );
}

/**
 * A match page until its match is read: the heading with the players' names when the page was
 * served with them (the gateway writes this same markup into its HTML, index.html's
 * `match-first-screen` template) and the replay's note, then the scoreboard's frame, the tab row
 * and a pane, each of the real one's height (the facts line and badges as a Grand Slam's wrap). It reaches past a phone's fold as the page does, so the data credit below does
 * not start on screen and drop when the match replaces it.
 */
export function MatchLoading({ names }: { names: MatchNames | null }) {
  return (
    <div role="status" aria-busy="true" data-testid="match-placeholder" className="grid min-w-0 gap-4">
      <p className="sr-only">Loading the match…</p>
      <div className="flex min-w-0 items-start justify-between gap-2">
        {names ? (
          <>
            <h1 className="min-w-0 break-words text-xl font-bold tracking-tight sm:text-2xl">
              {matchTitle(names.p1, names.p2)}
            </h1>
            {/* The follow bell's width, so the names wrap where the page's will. */}
            <span aria-hidden="true" className="w-6 shrink-0" />
          </>
        ) : (
          <span aria-hidden="true" className="flex h-7 w-full items-center sm:h-8">
            <span className={`h-5 w-3/4 animate-pulse sm:w-1/2 ${BAR}`} />
          </span>
        )}
      </div>
      {/* The page's own note, so the largest text a phone paints first is this one, not a later one. */}
      {names?.replay && <ReplayNote origin={names.replay} />}
      <div
        aria-hidden="true"
        className="animate-pulse rounded-lg border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      >
        {/* The facts line and the badges, each two lines on a phone (a Grand Slam's long name). */}
        <div className="grid h-10 content-center gap-1.5 sm:h-5">
          <span className={`h-3.5 w-4/5 sm:w-1/2 ${BAR}`} />
          <span className={`h-3.5 w-1/4 sm:hidden ${BAR}`} />
        </div>
        <div className="mt-2 flex h-11 flex-wrap content-between gap-1 sm:h-5">
          <span className={`h-5 w-12 ${BAR}`} />
          <span className={`h-5 w-36 ${BAR}`} />
          <span className={`h-5 w-48 ${BAR}`} />
        </div>
        <div className="mt-2">
          <PlaceholderRow name={names?.p1 ?? null} />
          <PlaceholderRow name={names?.p2 ?? null} />
        </div>
      </div>
      <div aria-hidden="true" className="grid animate-pulse gap-4">
        <div className="flex h-[39px] items-center gap-4 border-b border-slate-200 px-3 dark:border-slate-800">
          <span className={`h-3.5 w-16 ${BAR}`} />
          <span className={`h-3.5 w-16 ${BAR}`} />
          <span className={`h-3.5 w-12 ${BAR}`} />
        </div>
        <div className="h-[32rem] rounded-lg bg-slate-200 dark:bg-slate-800" />
      </div>
    </div>
  );
}
