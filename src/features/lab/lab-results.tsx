import { AbsentValue } from '../../components/absent-value';
import { Badge } from '../../components/badge';
import { type PeriodFilters, periodDays } from '../../lib/period-filters';
import { LabExport } from './lab-export';
import { formatPnl, formatShare } from './lab-format';
import type { LabRule } from './lab-rule';
import type { LabSummary } from './lab-summary';
import { PnlChart } from './pnl-chart';
import { TopMatches } from './top-matches';
import { TradesTable } from './trades-table';

const int = (v: number) => v.toLocaleString('en');

function Figure({ label, children, testId }: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-700">
      <dt className="text-xs text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The rule's results: the headline figures and their basis, the P&L curve, the matches at both ends, every trade. */
export function LabResults({
  summary,
  rule,
  filters,
}: {
  summary: LabSummary;
  rule: LabRule;
  filters: PeriodFilters;
}) {
  const s = summary;
  const returnOnStake = s.staked > 0 ? s.totalPnl / s.staked : null;
  return (
    <section aria-label="Results" className="grid gap-6" data-testid="lab-results">
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold">Results</h2>
          {s.simulated > 0 && (
            <Badge
              tone="warning"
              title="The quotes these trades used are flagged as simulated or synthetic: the local service’s market is a simulation, not a venue’s."
            >
              Simulated prices
            </Badge>
          )}
        </div>
        <p className="max-w-3xl text-sm text-slate-700 dark:text-slate-300" data-testid="lab-basis">
          {int(s.trades.length)} paper trade{s.trades.length === 1 ? '' : 's'} in {int(s.matchesTraded)} of
          the {int(s.matchesRead)} matches replayed, each a stake of {rule.stake} backed at the market mid and
          closed at the mid (no spread, no commission); a trade still open at the end is settled by the result
          {s.voided > 0
            ? `; ${int(s.voided)} still open when a tape ended without a result (a retirement or walkover) are left out`
            : ''}
          .
          {s.simulated > 0 &&
            (s.simulated === s.trades.length
              ? ' Every trade was priced from a simulated market.'
              : ` ${int(s.simulated)} of ${int(s.trades.length)} trades were priced from a simulated market.`)}
        </p>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Figure label="P&L (stake units)" testId="lab-pnl">
            {s.trades.length > 0 ? formatPnl(s.totalPnl) : <AbsentValue label="no trades" />}
          </Figure>
          <Figure label="Trades" testId="lab-trade-count">
            {int(s.trades.length)}
          </Figure>
          <Figure label={`Hit rate (trades that made money)`} testId="lab-hit-rate">
            {formatShare(s.hitRate) ?? <AbsentValue label="no trades" />}
            {s.hitRate !== null && (
              <span className="ml-1 text-sm font-normal text-slate-700 dark:text-slate-300">
                {int(s.won)} of {int(s.trades.length)}
              </span>
            )}
          </Figure>
          <Figure label={`Return on ${int(s.staked)} staked`}>
            {returnOnStake === null ? (
              <AbsentValue label="no trades" />
            ) : (
              `${returnOnStake >= 0 ? '+' : '\u2212'}${Math.abs(returnOnStake * 100).toFixed(1)}%`
            )}
          </Figure>
        </dl>
      </div>
      {s.trades.length === 0 ? (
        <p className="text-sm">
          The rule found no trade in the matches replayed. Loosen it above: the results update at once.
        </p>
      ) : (
        <>
          <PnlChart curve={s.curve} />
          <TopMatches best={s.best} worst={s.worst} labels={s.labels} />
          <div>
            <LabExport trades={s.trades} labels={s.labels} rule={rule} from={filters.from} to={filters.to} />
          </div>
          <TradesTable trades={s.trades} labels={s.labels} showDate={periodDays(filters) > 1} />
        </>
      )}
    </section>
  );
}
