import { useId } from 'react';
import { MAX_DELAY_SECONDS, useWatchAlong } from '../../live/watch-along/watch-along-store';

/** Delay and spoiler-free controls; shown on the settings page (composed there by app/). */
export function WatchAlongSettings() {
  const { delaySeconds, spoilerFree, hiddenMatchIds, delayChosen, spoilerFreeToggled, allRevealed } =
    useWatchAlong();
  const hintId = useId();
  return (
    <fieldset className="rounded-lg border border-slate-300 p-4 dark:border-slate-700">
      <legend className="px-1 text-lg font-semibold">Watching along with TV</legend>
      <p id={hintId} className="text-sm text-slate-700 dark:text-slate-300">
        Holds every live update — scores, probability, prices and alerts — back by this many seconds, so the
        dashboard stays in step with the stream you are watching.
      </p>
      {/* Slider and number are two views of one value: the slider for a quick drag, the number for
          an exact value and for keyboards and screen readers that handle sliders poorly. */}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label className="flex min-w-0 flex-1 flex-col text-sm font-medium">
          Delay (slider)
          <input
            type="range"
            min={0}
            max={MAX_DELAY_SECONDS}
            step={1}
            value={delaySeconds}
            aria-describedby={hintId}
            aria-valuetext={`${delaySeconds} seconds`}
            onChange={(e) => delayChosen(Number(e.target.value))}
            className="mt-1 w-full accent-lime-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600"
          />
        </label>
        <label className="flex flex-col text-sm font-medium">
          Delay in seconds
          <input
            type="number"
            min={0}
            max={MAX_DELAY_SECONDS}
            step={1}
            inputMode="numeric"
            value={delaySeconds}
            onChange={(e) => delayChosen(Number(e.target.value))}
            className="mt-1 w-24 rounded-md border border-slate-400 bg-white px-2 py-1 text-slate-900 focus-visible:outline-2 focus-visible:outline-lime-600 dark:border-slate-500 dark:bg-slate-900 dark:text-slate-100"
          />
        </label>
      </div>
      <label className="mt-4 flex items-start gap-2">
        <input
          type="checkbox"
          checked={spoilerFree}
          onChange={(e) => spoilerFreeToggled(e.target.checked)}
          className="mt-1 size-4 accent-lime-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600"
        />
        <span>
          <span className="font-medium">Spoiler-free mode</span>
          <span className="block text-sm text-slate-700 dark:text-slate-300">
            Hides the scores and results of matches you choose (from a match's “Hide score” control) until you
            reveal them.
          </span>
        </span>
      </label>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <p data-testid="hidden-count">
          {hiddenMatchIds.length === 0
            ? 'No matches hidden.'
            : `${hiddenMatchIds.length} ${hiddenMatchIds.length === 1 ? 'match' : 'matches'} hidden.`}
        </p>
        {hiddenMatchIds.length > 0 && (
          <button
            type="button"
            onClick={allRevealed}
            className="rounded-md border border-slate-400 px-3 py-1 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-lime-600 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800"
          >
            Reveal all
          </button>
        )}
      </div>
    </fieldset>
  );
}
