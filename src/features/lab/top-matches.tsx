import { Link } from 'react-router-dom';
import { matchTitle } from '../../match-views/match-title';
import type { MatchLabel } from './evaluate-match';
import { formatPnl, tapeLink } from './lab-format';
import type { MatchResult } from './lab-summary';

/** One column of the matches that made or lost most; each opens its tape at its key trade's entry. */
function MatchList({
  title,
  matches,
  labels,
  empty,
  testId,
}: {
  title: string;
  matches: readonly MatchResult[];
  labels: Record<number, MatchLabel>;
  empty: string;
  testId: string;
}) {
  return (
    <section aria-label={title} className="grid content-start gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {matches.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">{empty}</p>
      ) : (
        <ol className="grid gap-1.5 text-sm" data-testid={testId}>
          {matches.map((m) => {
            const label = labels[m.matchId];
            return (
              <li key={m.matchId} className="grid grid-cols-[1fr_auto] items-baseline gap-x-3">
                <Link
                  to={tapeLink(m.matchId, m.key.entryRow)}
                  className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300"
                  title="Opens the match’s tape at the entry of its largest trade"
                >
                  {label ? matchTitle(...label.names) : `Match ${m.matchId}`}
                </Link>
                <span className="text-right tabular-nums whitespace-nowrap">
                  {formatPnl(m.pnl)}{' '}
                  <span className="text-slate-700 dark:text-slate-300">
                    in {m.trades} trade{m.trades === 1 ? '' : 's'}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The matches that made most and lost most under the rule. */
export function TopMatches({
  best,
  worst,
  labels,
}: {
  best: readonly MatchResult[];
  worst: readonly MatchResult[];
  labels: Record<number, MatchLabel>;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MatchList
        title="Made most"
        matches={best}
        labels={labels}
        empty="No match made money."
        testId="lab-best"
      />
      <MatchList
        title="Lost most"
        matches={worst}
        labels={labels}
        empty="No match lost money."
        testId="lab-worst"
      />
    </div>
  );
}
