import type { HistoryMatch } from '../../../contract/history-matches';
import { Badge } from '../../components/badge';
import { coverageBadgeText, percent } from './history-labels';

type Tape = HistoryMatch['tape'];

/** How the tape's rows were obtained; coverage is not a synonym for complete, so it gets its own badge. */
export function CoverageBadge({ tape }: { tape: Tape }) {
  return (
    <Badge title="Tape coverage: how the point-by-point rows were obtained">
      {coverageBadgeText(tape.coverage)}
    </Badge>
  );
}

/** The nightly ledger's verdict; null is "not measured", never "incomplete". */
export function CompletenessBadge({ tape }: { tape: Tape }) {
  const share = percent(tape.completeness);
  if (tape.points_complete === true)
    return <Badge title="Every point from 0-0 to the end">Point-complete</Badge>;
  if (tape.points_complete === false)
    return (
      <Badge tone="warning" title="Some points are missing from the tape">
        Incomplete{share ? ` (${share})` : ''}
      </Badge>
    );
  return <Badge title="The nightly ledger has not measured this match yet">Completeness not measured</Badge>;
}
