import { Button } from './button';

const time = (ms: number) => new Date(ms).toLocaleTimeString();

export interface RunStatusWords {
  /** What is counted, e.g. "matches". */
  unit: string;
  /** The progress bar's name, e.g. "Matches replayed". */
  bar: string;
  /** The line's verb while running and once done, e.g. "Replaying" / "Replayed". */
  running: string;
  done: string;
  /** What the results cover after Stop. */
  stopped: string;
}

/** A counted run's progress, Stop, and why it waits when the request budget holds it back. */
export function RunStatus({
  phase,
  progress,
  total,
  words,
  testId,
  onStop,
}: {
  phase: string;
  /** Items handed on, requests spent, items that failed, and until when the reads are held. */
  progress: { matchesDone: number; requests: number; failed: number; heldUntil: number | null };
  total: number;
  words: RunStatusWords;
  testId: string;
  onStop: () => void;
}) {
  const running = phase === 'running';
  const { matchesDone: done, requests, failed, heldUntil } = progress;
  return (
    <section aria-label="Progress of the run" className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <progress
          value={done}
          max={Math.max(1, total)}
          aria-label={words.bar}
          className="h-2 w-48 accent-indigo-700"
        />
        <span role="status" data-testid={testId}>
          {running ? words.running : phase === 'stopped' ? 'Stopped after' : words.done} {done} of {total}{' '}
          {words.unit} · {requests} requests spent
          {failed > 0 ? ` · ${failed} could not be read` : ''}
        </span>
        {running && (
          <Button variant="secondary" size="sm" onClick={onStop}>
            Stop
          </Button>
        )}
      </div>
      {running && heldUntil !== null && (
        <p>Waiting until {time(heldUntil)} to stay within the key’s request limits.</p>
      )}
      {phase === 'stopped' && <p>Stopped: {words.stopped}</p>}
    </section>
  );
}
