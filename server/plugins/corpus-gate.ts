import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A corpus a route family reads: its path prefix, and what makes it ready for a request (idempotent). */
export interface CorpusRule {
  prefix: string;
  ready: (req: FastifyRequest) => Promise<unknown>;
}

/**
 * Loads the corpora a route reads before its handler runs, off the request thread (each `ready`
 * builds in a worker, server/data/off-thread.ts), so the handler's synchronous reads find them in
 * memory. Meanwhile only that route's requests wait: every other route keeps answering. Access is
 * checked first (onRequest), so a refused request never waits for a corpus.
 */
export function corpusGate(app: FastifyInstance, rules: readonly CorpusRule[]): void {
  app.addHook('preHandler', async (req) => {
    const url = req.routeOptions.url;
    if (!url) return;
    const wanted = rules.filter((r) => url.startsWith(r.prefix));
    if (wanted.length > 0) await Promise.all(wanted.map((r) => r.ready(req)));
  });
}
