import type { ReactNode } from 'react';
import type { ApiError } from '../api/api-error';
import { describeApiError } from '../api/describe-api-error';
import { localFormatter } from '../lib/local-time';
import { Button } from './button';
import { retryHint } from './retry-hint';
import { useAutoRetry } from './use-auto-retry';

const clockTime = (ms: number) =>
  localFormatter({ hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(ms);

/** Placeholder rows while the first answer is on its way; `label` is read to screen readers. */
export function ViewLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true">
      <p className="sr-only">{label}</p>
      <ul aria-hidden="true" className="grid gap-2">
        {[0, 1, 2].map((n) => (
          <li key={n} className="h-12 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
        ))}
      </ul>
    </div>
  );
}

/** A normal "nothing here" answer, visibly different from an error. */
export function ViewEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
      {children}
    </p>
  );
}

export interface TierGate {
  /** The tier that opens the view, as the spec names it (BASIC, PRO, ULTRA). */
  tier: string;
  /** What the view would add, said to the user. */
  adds: string;
}

/**
 * "a PRO key", "an ULTRA key", "an ULTRA key or a History plan": the article follows how the tier's
 * name is said; an alternative after "or" keeps its own words.
 */
export function tierKey(tier: string): string {
  const [first, ...alternatives] = tier.split(' or ');
  const key = `${/^[aeiou]/i.test(first) ? 'an' : 'a'} ${first} key`;
  return [key, ...alternatives].join(' or ');
}

/**
 * A view above the key's tier: says which tier opens it and what it would show, never an empty pane,
 * and where the user can see their key's tier and connection (Settings). A plain link, so the notice
 * works outside the router too.
 */
export function TierNotice({ gate, error }: { gate: TierGate; error?: ApiError }) {
  const used = error?.problem.type === 'upgrade_required' && error.problem.freeHistoryTaste === 'used';
  return (
    <div
      data-testid="tier-notice"
      className="rounded-lg border border-indigo-300 bg-indigo-50 p-4 text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950 dark:text-indigo-100"
    >
      <p className="font-semibold">Available with {tierKey(gate.tier)}</p>
      <p className="mt-1 text-sm">
        {gate.tier} adds {gate.adds}.{used ? ' This month’s 20 free history reads are used up.' : ''}{' '}
        <a className="font-medium underline underline-offset-2" href="/settings#upgrade">
          How to upgrade
        </a>
      </p>
    </div>
  );
}

interface ViewErrorProps {
  /** What could not be loaded, e.g. "Players could not be loaded." */
  title: string;
  error: ApiError;
  onRetry: () => void;
  retrying: boolean;
  /** When set, a 403 upgrade_required renders the tier notice instead of an error. */
  gate?: TierGate;
}

/**
 * The failed-load state for any view: a tier notice for 403 upgrade_required (when the view is gated),
 * a rate-limit notice that says when to retry for 429s, otherwise the reason and a retry button.
 */
export function ViewError({ title, error, onRetry, retrying, gate }: ViewErrorProps) {
  if (gate && error.problem.type === 'upgrade_required') return <TierNotice gate={gate} error={error} />;
  return <FailedLoad title={title} error={error} onRetry={onRetry} retrying={retrying} />;
}

function FailedLoad({ title, error, onRetry, retrying }: Omit<ViewErrorProps, 'gate'>) {
  const retryAt = useAutoRetry(error, onRetry);
  const hint = retryHint(error);
  const limited = hint !== null;
  return (
    <div
      role="alert"
      data-testid={limited ? 'rate-limited' : 'view-error'}
      className={
        limited
          ? 'rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'
          : 'rounded-lg border border-rose-300 bg-rose-50 p-4 text-rose-900 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-100'
      }
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">
        {/* Words only: the error's code is for support, on hover, never the message itself. */}
        <span title={error.code}>{describeApiError(error)}</span> {hint}
        {retryAt !== null && (
          <span data-testid="auto-retry"> This page asks again by itself at {clockTime(retryAt)}.</span>
        )}
      </p>
      <Button variant="primary" className="mt-3" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Try again'}
      </Button>
    </div>
  );
}
