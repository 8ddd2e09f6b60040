import { ApiError } from '../api/api-error';
import type { RequestGate, RequestInfo } from '../api/http';
import {
  type BudgetState,
  canSend,
  initialBudget,
  recordAnswer,
  recordSend,
  type SendVerdict,
  settle,
  syncUsage,
} from './budget-state';
import { type BudgetStore, localMutex, type Mutex, memoryStore } from './budget-store';
import { asCoreTier, type CoreTier } from './tier-limits';

/** Who changed the shared ledger. */
export type LedgerChangeSource = 'this-tab' | 'other-tab';

/** How a RequestBudget is built; store and mutex default to a single tab's memory. */
export interface BudgetOptions {
  tier: CoreTier;
  now: () => number;
  store?: BudgetStore;
  mutex?: Mutex;
}

/** The subset of `GET /usage` the budget reads (every field optional, as in the contract). */
export interface UsageFacts {
  tier?: string;
  limits?: { per_minute?: number | null; per_day?: number | null };
  today?: { calls?: number; remaining_day?: number | null };
}

function refusal(v: Exclude<SendVerdict, { ok: true }>): ApiError {
  return new ApiError(
    'budget',
    0,
    `budget_${v.reason}`,
    `No request before ${new Date(v.retryAt).toISOString()}.`,
    {
      type: 'budget',
      reason: v.reason,
      retryAtMs: v.retryAt,
    },
  );
}

const headerInt = (h: Headers, name: string): number | null => {
  const v = h.get(name);
  const n = v === null ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : null;
};

/** The client-side scheduler's gate: refuses any request that would pass a limit, and learns from every answer. */
export class RequestBudget implements RequestGate {
  private readonly store: BudgetStore;
  private readonly mutex: Mutex;
  private readonly listeners = new Set<(from: LedgerChangeSource) => void>();

  constructor(private readonly opts: BudgetOptions) {
    this.store = opts.store ?? memoryStore();
    this.mutex = opts.mutex ?? localMutex();
  }

  private current(): BudgetState {
    const now = this.opts.now();
    return settle(this.store.load() ?? initialBudget(this.opts.tier, now), now);
  }

  private async update(fn: (s: BudgetState, now: number) => BudgetState): Promise<void> {
    await this.mutex.run(() => this.store.save(fn(this.current(), this.opts.now())));
    this.notify();
  }

  /** The ledger now (for the status strip: requests left, blocked until). */
  snapshot(): BudgetState {
    return this.current();
  }

  /** Whether a request could go now, without spending it. */
  verdict(): SendVerdict {
    return canSend(this.current(), this.opts.now());
  }

  async beforeRequest(req: RequestInfo): Promise<void> {
    if (req.exempt) return;
    await this.mutex.run(() => {
      const now = this.opts.now();
      const s = this.current();
      const v = canSend(s, now);
      if (!v.ok) throw refusal(v);
      this.store.save(recordSend(s, now));
    });
    this.notify();
  }

  async afterResponse(
    req: RequestInfo,
    res: { status: number; headers: Headers; error: ApiError | null },
  ): Promise<void> {
    const retryAfter =
      res.error?.problem && 'retryAfterS' in res.error.problem ? res.error.problem.retryAfterS : null;
    const facts = {
      status: res.status,
      problem: res.error?.problem ?? null,
      retryAfterS: retryAfter ?? headerInt(res.headers, 'Retry-After'),
      quotaRemainingDay: req.exempt ? null : headerInt(res.headers, 'X-Quota-Remaining-Day'),
      desk: res.headers.get('X-Courtside-Budget') === 'desk',
    };
    await this.update((s, now) => recordAnswer(s, now, facts));
  }

  /** Folds in `GET /usage` (quota-exempt): the service's own count of today's calls and the key's limits. */
  async syncUsage(u: UsageFacts): Promise<void> {
    await this.update((s) =>
      syncUsage(s, {
        tier: asCoreTier(u.tier, s.tier),
        limits: { perMinute: u.limits?.per_minute ?? undefined, perDay: u.limits?.per_day ?? undefined },
        callsToday: u.today?.calls ?? null,
        remainingDay: u.today?.remaining_day ?? null,
      }),
    );
  }

  /**
   * Called on every ledger change, with where it came from; returns the unsubscribe function. Only
   * this tab's changes are news for other tabs: posting on a change another tab reported would echo
   * it back and forth for ever.
   */
  subscribe(listener: (from: LedgerChangeSource) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Tells listeners the ledger changed: by this tab, or by another (which said so on the channel). */
  notify(from: LedgerChangeSource = 'this-tab'): void {
    for (const l of this.listeners) l(from);
  }
}
