import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A corpus a route family reads: its path prefix, and what makes it ready for a request (idempotent). */
export interface CorpusRule {
  prefix: string;
  ready: (req: FastifyRequest) => Promise<unknown>;
}

/** Requests that waited for a corpus, each let through on a turn of the event loop of its own. */
const waiting: (() => void)[] = [];
let releasing = false;

function releaseNext(): void {
  const go = waiting.shift();
  if (!go) {
    releasing = false;
    return;
  }
  go();
  // An immediate queued from an immediate runs on the next turn, after the loop's I/O: the live
  // reads that arrived meanwhile answer between two released handlers.
  setImmediate(releaseNext);
}

/** Resolves on a turn of its own, after the requests queued before it. */
function ownTurn(): Promise<void> {
  return new Promise<void>((go) => {
    waiting.push(go);
    if (!releasing) {
      releasing = true;
      setImmediate(releaseNext);
    }
  });
}

/**
 * Loads the corpora a route reads before its handler runs, off the request thread (each `ready`
 * builds in a worker, server/data/off-thread.ts), so the handler's synchronous reads find them in
 * memory. Meanwhile only that route's requests wait: every other route keeps answering. Access is
 * checked first (onRequest), so a refused request never waits for a corpus.
 *
 * The requests that waited go on one per turn of the event loop: a corpus's readiness otherwise
 * let every read queued behind it run its handler in the same turn (the archive's list, people
 * search and head-to-head together held the request thread 40–90 ms while every corpus was first
 * read at once). A request whose corpora were ready already goes on at once.
 */
export function corpusGate(app: FastifyInstance, rules: readonly CorpusRule[]): void {
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url;
    if (!url) return;
    const wanted = rules.filter((r) => url.startsWith(r.prefix));
    if (wanted.length === 0) return;
    // Set only if the corpora were not ready within this turn: the request waited for a build.
    let waited = false;
    const turn = setImmediate(() => {
      waited = true;
    });
    try {
      await Promise.all(wanted.map((r) => r.ready(req)));
    } finally {
      clearImmediate(turn);
    }
    if (waited) await ownTurn();
  });
}
