import { isStrictlyNewerScore } from '../../contract/score-order';
import type { DeskBudget, UpstreamFacts } from '../budget/desk-budget';
import type { Refusal } from '../security/refusal';
import { type CachePolicy, cachePolicy, ttlForBody } from './cache-policy';
import type { CachedAnswer, RestCache } from './rest-cache';

/** A GET the gateway has decided to forward, as far as sharing it goes. */
export interface SharedGet {
  /** The upstream URL (checked path, the browser's query without `token`). */
  url: string;
  /** The contract template it matched, e.g. `/matches/{matchId}/score`. */
  template: string;
  accept: string | undefined;
  browser: string;
  /** The match a score or detail read is about, so the feed can say it is stale. */
  matchId: number | null;
}

export type Served =
  | { kind: 'answer'; answer: CachedAnswer; source: 'cache' | 'upstream' | 'coalesced' }
  | { kind: 'refused'; refusal: Refusal };

export interface SharedRestOptions {
  cache: RestCache;
  budget: DeskBudget;
  /** One request to the service (key added, answer filtered and redacted). Throws when unreachable. */
  fetchUpstream: (req: SharedGet) => Promise<{ answer: CachedAnswer; facts: UpstreamFacts }>;
  /** The newest score `sequence` the feed holds for a match, if the hub follows it. */
  feedSequence?: (matchId: number) => number | null;
  now?: () => number;
  /** Multiplies every route's keep time (GatewayConfig.cacheTimeScale); 1 when absent. */
  ttlScale?: number;
  /**
   * Told of every answer that came from the service (not the cache), e.g. for the push watcher, with
   * its body parsed once here (null when binary or not JSON): a live list is not parsed twice.
   */
  onUpstream?: (req: SharedGet, answer: CachedAnswer, body: unknown) => void;
}

/**
 * Answers every browser would get alike for the same key: a 404 `no_market` (nothing computed yet)
 * or a 403 is as shared as a 200, and not sharing it sent every browser's poll to the service.
 * Never a 401, a 429 or a 5xx: those are the moment's, not the resource's.
 */
const SHARED_STATUS = new Set([200, 400, 403, 404, 410]);

/** How long an instance waits for another's fill before asking the service itself. */
const FILL_WAIT_MS = 3_000;
const FILL_POLL_MS = 15;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The desk's GETs: an answer another browser already caused is served from the
 * cache while its route class keeps it (`cache-policy.ts`); identical GETs in flight share one
 * request; with several instances one fills the shared cache for all. Only a request that reaches the
 * service spends the budget, charged to the browser that caused it.
 */
export class SharedRest {
  private readonly inFlight = new Map<string, Promise<Served>>();
  private readonly now: () => number;

  constructor(private readonly options: SharedRestOptions) {
    this.now = options.now ?? Date.now;
  }

  async get(req: SharedGet): Promise<Served> {
    const policy = cachePolicy(req.template, new URL(req.url).searchParams);
    const key = `${req.accept ?? ''} ${req.url}`;
    if (policy.ttlMs > 0) {
      const hit = await this.fresh(key, req);
      if (hit) return { kind: 'answer', answer: hit, source: 'cache' };
      const pending = this.inFlight.get(key);
      if (pending) {
        const served = await pending;
        // The first caller's refusal was its own share; this browser still has its own.
        if (served.kind === 'answer') return { ...served, source: 'coalesced' };
      }
    }
    if (policy.ttlMs === 0) return this.fetch(req, policy, key);
    const run = this.fill(req, policy, key).finally(() => {
      if (this.inFlight.get(key) === run) this.inFlight.delete(key);
    });
    this.inFlight.set(key, run);
    return run;
  }

  /** A held answer still inside its time, and for a score not behind the feed. */
  private async fresh(key: string, req: SharedGet): Promise<CachedAnswer | null> {
    const hit = await this.options.cache.get(key);
    if (!hit) return null;
    // Behind the feed by the contract's one rule: an answer without a sequence is older than any fed
    // state with one. (No fed sequence, none held or none carried, is never ahead.)
    if (req.matchId !== null && hit.sequence !== undefined && this.options.feedSequence) {
      const fed = this.options.feedSequence(req.matchId);
      if (fed !== null && isStrictlyNewerScore({ sequence: fed }, hit)) return null;
    }
    return hit;
  }

  /** Another instance may be fetching the same answer: wait for it rather than ask twice. */
  private async fill(req: SharedGet, policy: CachePolicy, key: string): Promise<Served> {
    const { cache } = this.options;
    if (!(await cache.claimFill(key, FILL_WAIT_MS))) {
      for (let waited = 0; waited < FILL_WAIT_MS; waited += FILL_POLL_MS) {
        await sleep(FILL_POLL_MS);
        const hit = await this.fresh(key, req);
        if (hit) return { kind: 'answer', answer: hit, source: 'coalesced' };
        if (await cache.claimFill(key, FILL_WAIT_MS)) break;
      }
    }
    try {
      return await this.fetch(req, policy, key);
    } finally {
      await cache.releaseFill(key).catch(() => undefined);
    }
  }

  private async fetch(req: SharedGet, policy: CachePolicy, key: string): Promise<Served> {
    const { budget, cache } = this.options;
    if (policy.budgeted) {
      const take = await budget.take(req.browser);
      if (!take.ok) return { kind: 'refused', refusal: take.refusal };
    }
    const { answer, facts } = await this.options.fetchUpstream(req);
    if (policy.budgeted) await budget.learn(facts);
    const kept =
      SHARED_STATUS.has(answer.status) &&
      policy.ttlMs > 0 &&
      !/no-store|private/i.test(answer.headers['cache-control'] ?? '');
    const { onUpstream } = this.options;
    const body = (kept || onUpstream) && !answer.binary ? parseJson(answer.body) : null;
    onUpstream?.(req, answer, body);
    if (kept) {
      const sequence =
        req.template === '/matches/{matchId}/score'
          ? numberOr(body, 'sequence')
          : req.template === '/matches/{matchId}'
            ? numberOr((body as { score?: unknown } | null)?.score ?? null, 'sequence')
            : undefined;
      await cache.set(key, { ...answer, sequence }, ttlForBody(policy, body) * (this.options.ttlScale ?? 1));
    }
    return { kind: 'answer', answer, source: 'upstream' };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

const numberOr = (body: unknown, field: string): number | null => {
  const v = (body as Record<string, unknown> | null)?.[field];
  return typeof v === 'number' ? v : null;
};
