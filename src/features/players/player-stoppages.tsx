import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { OrAbsent } from '../../components/absent-value';
import { LocalTimeText } from '../../components/local-time-text';
import { UrlTabPanel, UrlTabs } from '../../components/url-tabs';
import { TierNotice, ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { useTierBelow } from '../../queries/budget-context';
import { playerQueries } from '../../queries/catalogue-queries';
import { stoppageLabel } from './stoppage-label';

type Log = 'stoppages' | 'injuries';
const TABS = [
  { key: 'stoppages', label: 'Stoppages' },
  { key: 'injuries', label: 'Injuries' },
] as const;

const GATE = {
  tier: 'PRO',
  adds: 'this player’s medical timeouts, trainer calls, retirements and walkovers over the last 180 days',
};

/** PRO: stoppage and injury log (two reads the spec keeps separate), the choice held in `?log=`. */
export function PlayerStoppages({ playerId }: { playerId: number }) {
  const [params, setParams] = useSearchParams();
  const log: Log = params.get('log') === 'injuries' ? 'injuries' : 'stoppages';
  // Known from the usage read: below PRO the notice shows without a refused request (a FREE page view
  // spent one of its 100 daily requests on a 403 here).
  const locked = useTierBelow(GATE.tier);
  const query = useInfiniteQuery({ ...playerQueries.stoppages(playerId, {}, log), enabled: !locked });
  const select = (key: Log) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('log', key);
        return next;
      },
      { replace: true },
    );
  const rows = query.data?.pages.flatMap((p) => p.data) ?? [];
  const starts = query.data?.pages[0]?.meta.record_starts;

  return (
    <section aria-labelledby="stoppages-heading" className="grid gap-2">
      <h2 id="stoppages-heading" className="text-base font-semibold">
        Stoppages and injuries
      </h2>
      <UrlTabs label="Stoppage log" tabs={TABS} selected={log} onSelect={select} idPrefix="stoppages" />
      <UrlTabPanel idPrefix="stoppages" selected={log} className="grid gap-2">
        {locked ? (
          <TierNotice gate={GATE} />
        ) : query.isPending ? (
          <ViewLoading label="Loading stoppages…" />
        ) : query.isError && !query.data ? (
          <ViewError
            title="Stoppages could not be loaded."
            error={query.error}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
            gate={GATE}
          />
        ) : rows.length === 0 ? (
          <ViewEmpty>Nothing recorded in the last 180 days.</ViewEmpty>
        ) : (
          <ul className="grid gap-1 text-sm">
            {rows.map((row) => (
              // Retirement and walkover rows carry no event id; match and instant identify them.
              <li
                key={`${row.id ?? row.type}-${row.match_id}-${row.at}`}
                data-testid="stoppage"
                className="flex flex-wrap gap-x-2 border-b border-slate-200 py-1 dark:border-slate-800"
              >
                <span className="font-medium">{stoppageLabel(row.type)}</span>
                <LocalTimeText iso={row.at} />
                <Link
                  to={`/matches/${row.match_id}`}
                  className="text-indigo-800 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200"
                >
                  Match {row.match_id}
                </Link>
                {row.reason && <span>· {row.reason}</span>}
                {row.duration_seconds !== undefined && (
                  <span>
                    · duration <OrAbsent value={row.duration_seconds}>{row.duration_seconds} s</OrAbsent>
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {query.hasNextPage && (
          <button
            type="button"
            onClick={() => query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="justify-self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-700"
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Older entries'}
          </button>
        )}
        {starts && <p className="text-xs text-slate-600 dark:text-slate-400">Records start {starts}.</p>}
      </UrlTabPanel>
    </section>
  );
}
