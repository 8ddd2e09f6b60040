import type { ReactNode } from 'react';
import { ApiError } from '../api/api-error';
import { formatBytes } from '../lib/format-bytes';
import { Button } from './button';
import { ViewError, ViewLoading } from './view-states';

/** Where a held package series stands (the shape `useHeldSource` gives; no tennis in it). */
type HeldSourceState<T> =
  | { step: 'planning' }
  | { step: 'consent'; missing: number; held: number }
  | { step: 'reading'; progress: { done: number; asked: number; requests: number; bytes: number } }
  | { step: 'ready'; data: T; requests: number }
  | { step: 'error'; error: unknown };

interface Props<T> {
  id: string;
  title: string;
  state: HeldSourceState<T>;
  consent: () => void;
  retry: () => void;
  /** What one period is called ("season", "month", "year") and what a package weighs on average. */
  unit: string;
  bytesEach: number;
  /** What is read, for the announcement: "the yearly results packages". */
  what: string;
  /** The announcement's first words, before `what` ("These records come from"). */
  lead?: string;
  tier: string;
  children: (data: T, requests: number) => ReactNode;
}

const plural = (n: number, unit: string) => `${n.toLocaleString('en')} ${unit}${n === 1 ? '' : 's'}`;

/** One record section: the cost announced before any read, progress while reading, then the tables. */
export function HeldSourcePanel<T>({
  id,
  title,
  state,
  consent,
  retry,
  unit,
  bytesEach,
  what,
  lead = 'These records come from',
  tier,
  children,
}: Props<T>) {
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3" data-testid={`${id}-section`}>
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {title}
      </h2>
      {state.step === 'planning' && <ViewLoading label="Checking what this browser holds…" />}
      {state.step === 'consent' && (
        <div
          data-testid={`${id}-cost`}
          className="grid gap-2 rounded-md border border-slate-300 p-3 text-sm dark:border-slate-700"
        >
          <p>
            {lead} {what}: <strong>{plural(state.missing, 'request')}</strong>, about{' '}
            {formatBytes(state.missing * bytesEach)}
            {state.held > 0 ? ` (${plural(state.held, unit)} already held)` : ''}. Each {unit} is kept in this
            browser, so the next visit costs no request.
          </p>
          <div>
            <Button variant="primary" onClick={consent}>
              Read {plural(state.missing, unit)}
            </Button>
          </div>
        </div>
      )}
      {state.step === 'reading' && (
        <div role="status" data-testid={`${id}-progress`} className="grid gap-1 text-sm">
          <span>
            Reading {state.progress.done.toLocaleString('en')} of {plural(state.progress.asked, unit)} (
            {plural(state.progress.requests, 'request')}, {formatBytes(state.progress.bytes)})…
          </span>
          <progress
            max={state.progress.asked}
            value={state.progress.done}
            aria-label={`${title}: ${unit}s read`}
            className="h-2 w-full max-w-md"
          />
        </div>
      )}
      {state.step === 'error' && (
        <ViewError
          title={`${title} could not be read.`}
          error={
            state.error instanceof ApiError
              ? state.error
              : new ApiError('network', 0, 'failed', String(state.error))
          }
          onRetry={retry}
          retrying={false}
          gate={{ tier, adds: what }}
        />
      )}
      {state.step === 'ready' && children(state.data, state.requests)}
    </section>
  );
}
