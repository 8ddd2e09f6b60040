import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseIntId } from '../../../contract/common';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import { archiveQueries } from '../../queries/history-queries';
import { ArchiveSourceText } from './archive-source-text';
import { archiveSourceWords } from './meta-words';
import { archiveTapeView } from './tape-view';
import { TapeViewer } from './tape-viewer';

/** BASIC and PRO read the archive result but are refused its tape (403 capability `archive_tape`). */
export const ARCHIVE_TAPE_GATE = {
  tier: 'ULTRA or a History plan',
  adds: 'reconstructed point-by-point tapes for 2013–2022 archive results',
};

const LINK =
  'rounded font-medium text-indigo-800 underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-indigo-600 dark:text-indigo-200';

/**
 * /archive/matches/:id/tape — the reconstructed 2013–2022 tape of an archive result. The id is an
 * archive id (not a match id), so there is no per-point price overlay: prices are keyed by match id.
 */
export function ArchiveTapePage() {
  const { id } = useParams();
  const parsed = parseIntId(id);
  const archiveId = parsed ?? Number.NaN;
  const validId = parsed !== null && parsed > 0;
  const query = useQuery({ ...archiveQueries.tape(archiveId), enabled: validId });
  const view = useMemo(() => (query.data ? archiveTapeView(query.data) : null), [query.data]);
  const source = archiveSourceWords((query.data?.meta as { source?: unknown } | undefined)?.source);

  return (
    <div className="grid gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">
          {view ? `${view.names[0]} d. ${view.names[1]}: archive tape` : 'Archive tape'}
        </h1>
        {view?.subtitle && (
          <p data-testid="tape-subtitle" className="text-sm text-slate-700 dark:text-slate-300">
            {view.subtitle}
          </p>
        )}
        {/* Said of a tape in hand only: a refused or missing tape has no points to describe. */}
        {view && (
          <p data-testid="archive-tape-source" className="text-sm text-slate-700 dark:text-slate-300">
            Winner first: side 1 is the winner.{' '}
            {source ? (
              <>
                Points from <ArchiveSourceText source={source} />, scored here point by point; the record has
                no clock, so rows have no timestamps and no model probability.
              </>
            ) : (
              'Rebuilt after the fact from the public record, so rows have no timestamps and no model probability.'
            )}
          </p>
        )}
      </div>
      {!validId ? (
        <ViewEmpty>“{id}” is not an archive id.</ViewEmpty>
      ) : query.isPending ? (
        <ViewLoading label="Loading the archive tape…" />
      ) : query.isError ? (
        query.error.problem.type === 'not_found' ? (
          // The service's own detail is its prose; the user reads what it means for this match.
          <ViewEmpty>
            No tape for this match: no point-by-point record of it was found. Tapes are held for part of the
            2013–2022 results only;{' '}
            <Link to={`/archive/matches/${archiveId}`} className={LINK}>
              the result
            </Link>{' '}
            is still there.
          </ViewEmpty>
        ) : (
          <ViewError
            title="The archive tape could not be loaded."
            error={query.error}
            onRetry={() => query.refetch()}
            retrying={query.isFetching}
            gate={ARCHIVE_TAPE_GATE}
          />
        )
      ) : (
        view && <TapeViewer view={view} sequence="raw" />
      )}
    </div>
  );
}
