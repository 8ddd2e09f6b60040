import { Button } from '../../components/button';
import type { RunProgress } from './scorecard-run';
import type { Phase } from './use-scorecard';

interface Props {
  phase: Phase;
  progress: RunProgress;
  matches: number;
  onStop: () => void;
}

const time = (ms: number) => new Date(ms).toLocaleTimeString();

/** The run's progress bar, Stop, and why it waits when the request budget holds it back. */
export function RunStatus({ phase, progress, matches, onStop }: Props) {
  const running = phase === 'running';
  return (
    <section aria-label="Progress of the run" className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <progress
          value={progress.matchesDone}
          max={Math.max(1, matches)}
          aria-label="Matches scored"
          className="h-2 w-48 accent-indigo-700"
        />
        <span role="status" data-testid="scorecard-progress">
          {running ? 'Scoring' : phase === 'stopped' ? 'Stopped after' : 'Scored'} {progress.matchesDone} of{' '}
          {matches} matches · {progress.requests} requests spent
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
      {phase === 'stopped' && <p>Stopped: the scores below cover the matches read before Stop.</p>}
    </section>
  );
}
