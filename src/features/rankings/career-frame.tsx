import type { ReactNode } from 'react';
import { ViewEmpty, ViewError, ViewLoading } from '../../components/view-states';
import type { useCareerReads } from './use-career-reads';

interface Props {
  heading: string;
  reads: ReturnType<typeof useCareerReads>;
  /** True once some record was found. */
  hasValues: boolean;
  emptyText: string;
  onClose: () => void;
  children: ReactNode;
}

/** The frame of a career view: heading, close, the head read's states, the walk's progress and failures. */
export function CareerFrame({ heading, reads, hasValues, emptyText, onClose, children }: Props) {
  const { head, progress } = reads;
  return (
    <section aria-labelledby="player-history-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="player-history-heading" className="text-base font-semibold">
          {heading}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          Close history
        </button>
      </div>
      {head.isPending ? (
        <ViewLoading label="Loading the player’s history…" />
      ) : head.isError ? (
        <ViewError
          title="The player’s history could not be loaded."
          error={head.error}
          onRetry={() => head.refetch()}
          retrying={head.isFetching}
          gate={{ tier: 'ULTRA', adds: 'per-player as-of records: a player’s whole career, week by week' }}
        />
      ) : !hasValues && !reads.loading ? (
        <ViewEmpty>{emptyText}</ViewEmpty>
      ) : (
        <>
          {reads.loading && (
            <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
              Reading the career: {progress.done} of {progress.asked} dates so far…
            </p>
          )}
          {reads.failed > 0 && (
            <p role="alert" className="text-sm text-rose-800 dark:text-rose-200">
              {reads.failed} date{reads.failed === 1 ? '' : 's'} could not be loaded.{' '}
              <button type="button" onClick={reads.retry} className="font-semibold underline">
                Try again
              </button>
            </p>
          )}
          {children}
        </>
      )}
    </section>
  );
}
