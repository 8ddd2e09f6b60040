import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { parseIntId } from '../../../contract/int-id';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { priceSource } from '../../lib/price-at-row';
import { historyQueries } from '../../queries/history-queries';
import { readTapeParams, type TapeReadParams, tapeRequestParams } from './tape-params';
import { priceStatus, TapePricesSection } from './tape-prices-section';
import { TapeToggles } from './tape-toggles';
import { historyTapeView } from './tape-view';
import { TapeViewer } from './tape-viewer';
import { useTapePrices } from './use-tape-prices';

const TAPE_GATE = { tier: 'BASIC', adds: 'the point-by-point tape of every completed match' };

/** /history/matches/:id — one match's tape with read toggles, time travel and per-point prices. */
export function TapePage() {
  const { id } = useParams();
  const parsed = parseIntId(id);
  const matchId = parsed ?? Number.NaN;
  const validId = parsed !== null && parsed > 0;
  const [search, setSearch] = useSearchParams();
  const read = readTapeParams(search);

  // A link carrying the refused combination is rewritten to what is shown (complete, raw order).
  useEffect(() => {
    if (read.forbidden)
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('sequence');
          return next;
        },
        { replace: true },
      );
  }, [read.forbidden, setSearch]);

  const query = useQuery({
    ...historyQueries.tape(matchId, tapeRequestParams(read)),
    enabled: validId,
  });
  const view = useMemo(() => (query.data ? historyTapeView(query.data) : null), [query.data]);
  const prices = useTapePrices(matchId, validId && query.isSuccess);

  const setRead = (next: TapeReadParams) =>
    setSearch((prev) => {
      const out = new URLSearchParams(prev);
      for (const key of ['sequence', 'points', 'at']) out.delete(key);
      // Row indexes differ between reads, so the scrubber starts over on the new one.
      for (const [k, v] of Object.entries(tapeRequestParams(next))) out.set(k, v);
      return out;
    });

  const status = priceStatus(prices.query, prices.rows.length > 0);
  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">
          {view ? `${view.names[0]} v ${view.names[1]}: point-by-point tape` : 'Match tape'}
        </h1>
        {view?.subtitle && <p className="text-sm text-slate-700 dark:text-slate-300">{view.subtitle}</p>}
      </div>
      <TapeToggles params={read} onChange={setRead} />
      {!validId ? (
        <ViewEmpty>“{id}” is not a match id.</ViewEmpty>
      ) : query.isPending ? (
        <ViewLoading label="Loading the tape…" />
      ) : query.isError ? (
        query.error.code === 'points_read_disabled' ? (
          <div
            role="alert"
            className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
          >
            <p className="font-semibold">The complete point read is not enabled on this service.</p>
            <button
              type="button"
              onClick={() => setRead({ ...read, points: 'default' })}
              className="justify-self-start rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-800 dark:bg-slate-200 dark:text-slate-950"
            >
              Show the observed read
            </button>
          </div>
        ) : (
          <ViewError
            title="The tape could not be loaded."
            error={query.error}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
            gate={TAPE_GATE}
          />
        )
      ) : (
        view && (
          <TapeViewer
            view={view}
            sequence={read.sequence}
            prices={{
              rows: prices.rows,
              status,
              complete: prices.query.isSuccess && !prices.query.hasNextPage,
              section: (
                <TapePricesSection query={prices.query} source={priceSource(prices.rows[0] ?? null)} />
              ),
            }}
          />
        )
      )}
    </div>
  );
}
