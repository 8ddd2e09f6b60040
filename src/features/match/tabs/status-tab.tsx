import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import type { StatusHistoryRow } from '../../../../contract/status-history';
import { LocalTimeText } from '../../../components/local-time-text';
import { VocabText } from '../../../components/vocab-text';
import { finishLabel } from '../../../lib/finish-label';
import { MISSING } from '../../../lib/missing';
import { eventStatusWords, matchStatusWords, vocabWords } from '../../../lib/vocabulary';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';
import { ScoreLine } from '../scoreboard/score-line';
import { keyedRows } from './keyed-rows';

// How the service knows of a change, in a fan's words (the wire says observed, backfill, restatement).
const BASES: Record<string, string> = {
  observed: 'Seen as it happened',
  backfill: 'Filled in later',
  restatement: 'Result corrected',
};

/** "Not started", "Live (Interrupted)": the statuses in words, an unknown one "unknown" with its value on hover. */
function State({ status, event }: { status: string | null; event: string | null }) {
  if (status === null) return <>{MISSING}</>;
  const eventWords = eventStatusWords(event);
  return (
    <>
      <VocabText words={matchStatusWords(status)} />
      {eventWords && (
        <>
          {' ('}
          <VocabText words={eventWords} />)
        </>
      )}
    </>
  );
}

/** A derived outcome in words ("Retired"); one not known says so, with its value. */
const outcomeWords = (outcome: string) => finishLabel({ outcome }).words;

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
                <State status={r.status_before} event={r.event_status_before} /> →{' '}
                <State status={r.status_after} event={r.event_status_after} />
              </span>
              <span
                className={
                  r.basis === 'restatement'
                    ? 'rounded bg-amber-100 px-1.5 text-xs text-amber-900 dark:bg-amber-900/60 dark:text-amber-100'
                    : 'text-xs text-slate-700 dark:text-slate-300'
                }
              >
                <VocabText words={vocabWords(r.basis, BASES)} />
              </span>
              {r.outcome && <span>Ending: {outcomeWords(r.outcome)}</span>}
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
