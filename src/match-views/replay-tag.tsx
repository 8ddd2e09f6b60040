import { type ReplayOrigin, replayDate, replaySentence, replayYear } from '../lib/replay';

/**
 * A small "Replay 2012" tag for a row whose match is a replay of a real past match: without it a
 * 2012 match reads as played today. The full sentence (event, date, today's rankings) is its title
 * and, for screen readers, its text.
 */
export function ReplayTag({ origin }: { origin: ReplayOrigin }) {
  const year = replayYear(origin);
  return (
    <span
      data-testid="replay-tag"
      title={replaySentence(origin)}
      className="inline-flex shrink-0 items-center rounded-sm bg-violet-100 px-1 text-[10px] leading-3 font-semibold text-violet-900 dark:bg-violet-900/60 dark:text-violet-100"
    >
      <span aria-hidden="true">Replay{year ? ` ${year}` : ''}</span>
      <span className="sr-only">{replaySentence(origin)}</span>
    </span>
  );
}

/**
 * The match header's line for a replay: which real event it replays and when, and that the rankings
 * beside the names are today's.
 */
export function ReplayNote({ origin }: { origin: ReplayOrigin }) {
  const date = replayDate(origin.date);
  return (
    <p
      data-testid="replay-note"
      className="flex flex-wrap items-baseline gap-x-1.5 text-xs text-slate-700 dark:text-slate-300"
    >
      <span className="rounded-sm bg-violet-100 px-1 font-semibold text-violet-900 dark:bg-violet-900/60 dark:text-violet-100">
        Replay
      </span>{' '}
      <span>
        {origin.event ? `A real match from ${origin.event}` : 'A real match from the past'}
        {date ? `, event began ${date}` : ''}, played back point by point on today's clock.
      </span>{' '}
      <span>Rankings shown are today's.</span>
    </p>
  );
}
