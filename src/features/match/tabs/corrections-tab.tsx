import { useQuery } from '@tanstack/react-query';
import type { MatchDetail } from '../../../../contract/match';
import { AbsentValue } from '../../../components/absent-value';
import { Badge } from '../../../components/badge';
import { LocalTimeText } from '../../../components/local-time-text';
import { VocabText } from '../../../components/vocab-text';
import { vocabWords } from '../../../lib/vocabulary';
import { matchTabQueries } from '../../../queries/match-tab-queries';
import { PaneEmpty, QueryPane } from '../match-states';
import { StatusRows } from './status-tab';
import { withdrawalReason } from './withdrawal-reason';

// What the service did with a refused score state, in a fan's words.
const KINDS: Record<string, string> = { withdrawn: 'Withdrawn', deferred: 'Held back', withheld: 'Withheld' };

/** Why the state was refused, in words; the service's own detail on hover. */
function ReasonText({ reason }: { reason: string | null | undefined }) {
  const why = withdrawalReason(reason);
  if (!why) return null;
  return (
    <>
      {': '}
      <span title={why.detail ? `As the service put it: ${why.detail}` : undefined}>
        <VocabText words={why.words} />
      </span>
    </>
  );
}

/** Corrections: refused (withdrawn) score states and restated results, so a trader can trust the rest. */
export function CorrectionsTab({ match }: { match: MatchDetail }) {
  const withdrawals = useQuery(matchTabQueries.withdrawals(match.id));
  const history = useQuery(matchTabQueries.statusHistory(match.id, { limit: 100 }));
  return (
    <div className="grid gap-4">
      <section aria-labelledby="withdrawn-heading" className="grid gap-2">
        <h2 id="withdrawn-heading" className="text-base font-semibold">
          Withdrawn score states
        </h2>
        <QueryPane query={withdrawals} tab="corrections" what="Withdrawn score states">
          {(w) =>
            w.data.length === 0 ? (
              <PaneEmpty>No score state of this match was withdrawn.</PaneEmpty>
            ) : (
              <ol className="grid gap-2">
                {w.data.map((row) => (
                  <li
                    key={`${row.superseded_sequence}-${row.ts}`}
                    data-testid="withdrawal-row"
                    className="rounded-md border border-amber-300 p-2 text-sm dark:border-amber-800"
                  >
                    <span className="flex flex-wrap items-center gap-2">
                      <Badge tone="warning">
                        <VocabText words={vocabWords(row.kind, KINDS)} />
                      </Badge>
                      <span>
                        Sequence {row.superseded_sequence ?? <AbsentValue />} refused
                        <ReasonText reason={row.reason} />
                      </span>
                    </span>
                    <span className="block text-slate-700 dark:text-slate-300">
                      <LocalTimeText iso={row.ts} />
                    </span>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryPane>
      </section>
      <section aria-labelledby="restated-heading" className="grid gap-2">
        <h2 id="restated-heading" className="text-base font-semibold">
          Restated results
        </h2>
        <QueryPane query={history} tab="status" what="Restatements">
          {(list) => {
            const rows = list.data.filter((r) => r.basis === 'restatement');
            return rows.length === 0 ? (
              <PaneEmpty>No result of this match was restated.</PaneEmpty>
            ) : (
              <StatusRows rows={rows} />
            );
          }}
        </QueryPane>
      </section>
    </div>
  );
}
