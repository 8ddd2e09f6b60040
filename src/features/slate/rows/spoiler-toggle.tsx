import { watchAlongStore } from '../../../live/watch-along/watch-along-store';

/** "Hide score" / "Reveal score" for one row; shown only while spoiler-free mode is on. */
export function SpoilerToggle({
  matchId,
  revealed,
  what,
}: {
  matchId: number;
  revealed: boolean;
  what: string;
}) {
  const onClick = () => {
    const actions = watchAlongStore.getState();
    if (revealed) actions.matchHidden(matchId);
    else actions.matchRevealed(matchId);
  };
  return (
    <button
      type="button"
      onClick={onClick}
      className="shrink-0 rounded px-1.5 py-0.5 text-xs font-medium text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-sky-700 dark:text-slate-300 dark:hover:bg-slate-800"
    >
      {revealed ? 'Hide score' : 'Reveal score'}
      <span className="sr-only">: {what}</span>
    </button>
  );
}
