import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import type { StatusHistoryRow } from '../../../../contract/status-history';
import { Badge } from '../../../components/badge';
import { LocalTimeText } from '../../../components/local-time-text';
import { MISSING } from '../../../lib/missing';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { keyedRows } from '../keyed-rows';
import { PaneEmpty, QueryPane } from '../match-states';
import { ScoreLine } from '../score-line';

const BASES: Record<string, string> = {
  observed: 'Observed',
  backfill: 'Backfill',
  restatement: 'Restatement',
};

const state = (status: string | null, event: string | null) =>
  status === null ? MISSING : event ? `${status} (${event})` : status;

/** One ledger row: before → after, outcome, basis and the score at that instant. */
export function StatusRows({ rows }: { rows: StatusHistoryRow[] }) {
  return (
    <ol className="grid gap-2">
      {keyedRows(rows, (r) => `${r.at}-${r.basis}-${r.status_after}-${r.event_status_after}`).map(
        ({ row: r, key }) => (
          <li
            key={key}
            data-testid="status-row"
            className="rounded-md border border-slate-200 p-2 text-sm dark:border-slate-800"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {state(r.status_before, r.event_status_before)} →{' '}
                {state(r.status_after, r.event_status_after)}
              </span>
              <Badge tone={r.basis === 'restatement' ? 'warning' : 'neutral'}>
                {BASES[r.basis] ?? `Unknown basis (${r.basis})`}
              </Badge>
              {r.outcome && <span>Outcome: {r.outcome}</span>}
            </span>
            <span className="block text-slate-700 dark:text-slate-300">
              <LocalTimeText iso={r.at} /> · <ScoreLine score={r.score} />
            </span>
          </li>
        ),
      )}
    </ol>
  );
}

/** Status history: every change of status and event status, oldest first. */
export function StatusTab({ match }: { match: MatchDetail }) {
  const query = useQuery(matchTabQueries.statusHistory(match.id, { limit: 100 }));
  return (
    <QueryPane query={query} tab="status" what="Status history">
      {(list) =>
        list.data.length === 0 ? (
          <PaneEmpty>No status changes recorded yet.</PaneEmpty>
        ) : (
          <StatusRows rows={list.data} />
        )
      }
    </QueryPane>
  );
}
