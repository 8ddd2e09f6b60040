import type { MatchDetail } from '../../../contract/match';
import { LocalTimeText } from '../../components/local-time-text';
import { watchAlongStore } from '../../live/watch-along/watch-along-store';
import { PaneEmpty } from './match-states';
import { MatchMeta } from './scoreboard/match-meta';

const BUTTON =
  'rounded-md border border-slate-400 px-2 py-0.5 text-xs font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 dark:border-slate-500 dark:text-slate-100 dark:hover:bg-slate-800';

/**
 * The spoiler-free control above the scoreboard: "Score hidden (spoiler-free)" with Reveal while the
 * match is hidden, a small "Hide score" once shown. One button element serves both states, so focus
 * stays on it after a click (a screen-reader user is not dropped back to the page start).
 */
export function SpoilerBar({ match, revealed }: { match: MatchDetail; revealed: boolean }) {
  const names = `${match.players.p1.name} vs ${match.players.p2.name}`;
  const toggle = () =>
    revealed
      ? watchAlongStore.getState().matchHidden(match.id)
      : watchAlongStore.getState().matchRevealed(match.id);
  return (
    <div
      data-testid="spoiler-bar"
      className={`flex flex-wrap items-center gap-2 text-sm ${
        revealed
          ? 'justify-end'
          : 'justify-between rounded-lg border border-dashed border-slate-400 bg-white p-3 dark:border-slate-600 dark:bg-slate-900'
      }`}
    >
      {revealed ? null : (
        <p className="font-semibold text-slate-800 dark:text-slate-100">Score hidden (spoiler-free)</p>
      )}
      <button
        type="button"
        aria-label={`${revealed ? 'Hide' : 'Reveal'} score of ${names}`}
        onClick={toggle}
        className={BUTTON}
      >
        {revealed ? 'Hide score' : 'Reveal score'}
      </button>
    </div>
  );
}

/**
 * What may stay on screen for a hidden match: where and when it is played. Status, event status and
 * winner are left out, since "completed" or "retired" already tell the result.
 */
export function HiddenMatchFacts({ match }: { match: MatchDetail }) {
  return (
    <section
      aria-label="Match (score hidden)"
      className="rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <p className="break-words">
        <MatchMeta match={match} />
      </p>
      <p className="mt-1">
        Scheduled <LocalTimeText iso={match.scheduled_time} />
      </p>
    </section>
  );
}

/** Every tab carries score, prices, points or outcome, so none mounts (or is even read) while hidden. */
export function HiddenTabNote() {
  return <PaneEmpty>This tab is hidden with the score. Reveal the score above to see it.</PaneEmpty>;
}
