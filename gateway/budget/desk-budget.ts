import { type Refusal, refusal } from '../security/refusal';
import { type DeskBlock, type DeskLedger, type DeskLimits, dayOf } from './desk-ledger';
import { fairShare } from './fair-share';

/** Limits before the desk has read `/usage` or any answer: FREE's, the smallest (live-surface.md, Limits). */
const FALLBACK_LIMITS: DeskLimits = { perMinute: 30, perDay: 100 };

/** What the service told us in one answer, as far as the budget cares. */
export interface UpstreamFacts {
  status: number;
  headers: Headers;
  /** The parsed JSON body of a 429, to read its scope and relay it. */
  body: Record<string, unknown> | null;
}

export interface DeskBudgetOptions {
  ledger: DeskLedger;
  /** The key's `GET /usage` (quota-exempt), read before the first request and then now and then. */
  readUsage: () => Promise<{
    limits?: { per_minute?: number | null; per_day?: number | null };
    today?: { calls?: number };
  } | null>;
  now?: () => number;
  /** Requests a minute kept back for the gateway's own reads (the feed's recovery after an outage). */
  reserve?: number;
  usageEveryMs?: number;
}

type Take = { ok: true } | { ok: false; refusal: Refusal };

/**
 * The key's one budget for the whole desk: per minute and per day, learned from
 * `/usage` and from every answer's rate headers and 429s, and shared fairly between browsers
 * (`fair-share.ts`). Only requests that reach the service spend it: a cached or coalesced answer
 * costs nothing. Every answer tells the browser the desk's figures (`deskHeaders`), so the status
 * strip counts the desk's requests, not a tab's own idea of them.
 */
export class DeskBudget {
  private readonly now: () => number;
  private usageRead: Promise<void> | null = null;
  private usageAt = Number.NEGATIVE_INFINITY;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: DeskBudgetOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Spends one request for `browser`, or says why not in the contract's 429 shape. */
  take(browser: string): Promise<Take> {
    // One decision at a time in this instance: reading the minute and counting in it is one step.
    // A ledger that cannot be read (Redis away) lets the request go: the service still keeps its
    // own limits, and its 429 reaches the browser as before.
    const run = this.queue.then(() => this.decide(browser).catch((): Take => ({ ok: true })));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async decide(browser: string): Promise<Take> {
    await this.learnUsage();
    const now = this.now();
    const [limits, block, calls, used] = await Promise.all([
      this.limits(),
      this.options.ledger.block(),
      this.options.ledger.minute(now),
      this.options.ledger.dayUsed(dayOf(now)),
    ]);
    if (block && block.until > now) return { ok: false, refusal: blockRefusal(block, limits, now) };
    if (used >= limits.perDay) return { ok: false, refusal: dayRefusal(limits, now) };
    const verdict = fairShare(browser, calls, this.minuteLimit(limits));
    if (!verdict.ok)
      return { ok: false, refusal: minuteRefusal(limits, verdict.retryAt, now, verdict.reason) };
    await this.options.ledger.record({ browser, at: now });
    return { ok: true };
  }

  /** Folds in what an upstream answer says: limits, the day left, a stop. */
  async learn(facts: UpstreamFacts): Promise<void> {
    await this.fold(facts).catch(() => undefined);
  }

  private async fold(facts: UpstreamFacts): Promise<void> {
    const now = this.now();
    const { ledger } = this.options;
    const limit = headerInt(facts.headers, 'x-ratelimit-limit');
    const known = await this.limits();
    if (limit !== null && limit > 0 && limit !== known.perMinute)
      await ledger.setLimits({ ...known, perMinute: limit });
    const dayLeft = headerInt(facts.headers, 'x-quota-remaining-day');
    if (dayLeft !== null) await ledger.setDayUsed(dayOf(now), Math.max(0, known.perDay - dayLeft));
    const retryAfter = headerInt(facts.headers, 'retry-after');
    if (facts.status === 429) {
      const body = facts.body;
      let until = now + Math.max(1, retryAfter ?? 1) * 1000;
      if (typeof body?.retry_at_epoch === 'number') until = Math.max(until, body.retry_at_epoch * 1000);
      if (typeof body?.resets_at === 'string') until = Math.max(until, Date.parse(body.resets_at) || until);
      await ledger.setBlock({ until, body }, now);
      return;
    }
    // The service's own minute is fixed, ours slides: when it says none are left, wait for its reset.
    const left = headerInt(facts.headers, 'x-ratelimit-remaining');
    const reset = headerInt(facts.headers, 'x-ratelimit-reset');
    if (left === 0 && reset !== null && reset * 1000 > now)
      await ledger.setBlock({ until: reset * 1000, body: null }, now);
  }

  /** Requests the key has left today, as far as the desk knows (its own count and the service's word). */
  async dayLeft(): Promise<number> {
    await this.learnUsage();
    const now = this.now();
    const [limits, used] = await Promise.all([this.limits(), this.options.ledger.dayUsed(dayOf(now))]);
    return Math.max(0, limits.perDay - used);
  }

  /** The desk's figures for the browser, on every `/api` answer (cached, coalesced or refused). */
  async deskHeaders(): Promise<Record<string, string>> {
    return this.figures().catch(() => ({}));
  }

  private async figures(): Promise<Record<string, string>> {
    const now = this.now();
    const [limits, calls, used] = await Promise.all([
      this.limits(),
      this.options.ledger.minute(now),
      this.options.ledger.dayUsed(dayOf(now)),
    ]);
    return {
      'X-RateLimit-Limit': String(limits.perMinute),
      'X-RateLimit-Remaining': String(Math.max(0, this.minuteLimit(limits) - calls.length)),
      'X-Quota-Remaining-Day': String(Math.max(0, limits.perDay - used)),
      // Says the figures are the whole desk's: the browser adopts them rather than adding its own sends.
      'X-Courtside-Budget': 'desk',
    };
  }

  private minuteLimit(limits: DeskLimits): number {
    const reserve = this.options.reserve ?? Math.max(1, Math.floor(limits.perMinute * 0.05));
    return Math.max(1, limits.perMinute - reserve);
  }

  private async limits(): Promise<DeskLimits> {
    return (await this.options.ledger.limits()) ?? FALLBACK_LIMITS;
  }

  /** Reads `/usage` before the first request and every few minutes after (one read at a time). */
  private learnUsage(): Promise<void> {
    if (this.now() - this.usageAt < (this.options.usageEveryMs ?? 5 * 60_000)) return Promise.resolve();
    this.usageRead ??= (async () => {
      try {
        const usage = await this.options.readUsage();
        const perMinute = usage?.limits?.per_minute;
        const perDay = usage?.limits?.per_day;
        const known = await this.limits();
        if (perMinute || perDay)
          await this.options.ledger.setLimits({
            perMinute: perMinute ?? known.perMinute,
            perDay: perDay ?? known.perDay,
          });
        const calls = usage?.today?.calls;
        const day = dayOf(this.now());
        if (typeof calls === 'number' && calls > (await this.options.ledger.dayUsed(day)))
          await this.options.ledger.setDayUsed(day, calls);
        this.usageAt = this.now();
      } catch {
        // Unreadable: try again at the next request, a minute on.
        this.usageAt = this.now() - (this.options.usageEveryMs ?? 5 * 60_000) + 60_000;
      } finally {
        this.usageRead = null;
      }
    })();
    return this.usageRead;
  }
}

const headerInt = (h: Headers, name: string): number | null => {
  const v = h.get(name);
  const n = v === null ? Number.NaN : Number(v);
  return Number.isFinite(n) ? n : null;
};

const secondsUntil = (t: number, now: number) => Math.max(1, Math.ceil((t - now) / 1000));

function withRetry(r: Refusal, limits: DeskLimits, retryAfterS: number): Refusal {
  return {
    ...r,
    headers: {
      'Retry-After': String(retryAfterS),
      'X-RateLimit-Limit': String(limits.perMinute),
      'X-RateLimit-Remaining': '0',
    },
  };
}

/** The contract's per-minute 429; the next tier's offer is the service's to make, so it is null here. */
function minuteRefusal(
  limits: DeskLimits,
  retryAt: number,
  now: number,
  reason: 'share' | 'minute',
): Refusal {
  const detail =
    reason === 'share'
      ? `This browser has used its share of the desk's ${limits.perMinute} requests a minute.`
      : `Per-minute limit of ${limits.perMinute} requests reached.`;
  const r = refusal(429, 'rate_limited', detail);
  const body = { ...r.body, scope: 'minute', upgrade_url: null, tier: null, price: null };
  return withRetry({ ...r, body }, limits, secondsUntil(retryAt, now));
}

function dayRefusal(limits: DeskLimits, now: number): Refusal {
  const resetsAt = (dayOf(now) + 1) * 86_400_000;
  const r = refusal(429, 'rate_limited', `Daily quota of ${limits.perDay} requests used.`);
  const body = {
    ...r.body,
    scope: 'day',
    limit_per_day: limits.perDay,
    resets_at: new Date(resetsAt).toISOString(),
  };
  return withRetry({ ...r, body }, limits, secondsUntil(resetsAt, now));
}

/** A stop the service ordered: its own body passed on (it names the key's next tier), or a minute refusal. */
function blockRefusal(block: DeskBlock, limits: DeskLimits, now: number): Refusal {
  if (!block.body || typeof block.body.error !== 'string')
    return minuteRefusal(limits, block.until, now, 'minute');
  const body = { detail: 'The service asked the desk to wait.', ...block.body } as Refusal['body'];
  return withRetry({ status: 429, body }, limits, secondsUntil(block.until, now));
}
