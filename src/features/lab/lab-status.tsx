import { Button } from '../../components/button';
import type { LabProgress } from './lab-run';
import type { LabPhase } from './use-lab';

const time = (ms: number) => new Date(ms).toLocaleTimeString();

/** The run's progress, Stop, and why it waits when the request budget holds it back. */
export function LabStatus({
  phase,
  progress,
  matches,
  onStop,
}: {
  phase: LabPhase;
  progress: LabProgress;
  matches: number;
  onStop: () => void;
}) {
  const running = phase === 'running';
  return (
    <section aria-label="Progress of the run" className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <progress
          value={progress.matchesDone}
          max={Math.max(1, matches)}
          aria-label="Matches replayed"
          className="h-2 w-48 accent-indigo-700"
        />
        <span role="status" data-testid="lab-progress">
          {running ? 'Replaying' : phase === 'stopped' ? 'Stopped after' : 'Replayed'} {progress.matchesDone}{' '}
          of {matches} matches · {progress.requests} requests spent
          {progress.failed > 0 ? ` · ${progress.failed} could not be read` : ''}
        </span>
        {running && (
          <Button variant="secondary" size="sm" onClick={onStop}>
            Stop
          </Button>
        )}
      </div>
      {running && progress.heldUntil !== null && (
        <p>Waiting until {time(progress.heldUntil)} to stay within the key’s request limits.</p>
      )}
      {phase === 'stopped' && <p>Stopped: the results below cover the matches replayed before Stop.</p>}
    </section>
  );
}
