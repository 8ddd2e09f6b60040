import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { withCors } from './cors';

/**
 * Longest path parameter the router hands to a route. Fastify's default (100) answered a longer id
 * with its own 414 before any route saw it; Node caps the whole request line at 16 KiB anyway, so
 * the route's own id rule (404 unknown id, 400 bad_period, ...) now decides every id.
 */
export const MAX_PARAM_LENGTH = 16_384;

/** Rewrites each path segment that cannot be percent-decoded so it decodes to its literal text. */
export function literalSegments(url: string): string {
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const fixed = path
    .split('/')
    .map((seg) => {
      try {
        decodeURIComponent(seg);
        return seg;
      } catch {
        return seg.replaceAll('%', '%25');
      }
    })
    .join('/');
  return fixed + (q < 0 ? '' : url.slice(q));
}

/**
 * Fastify's `frameworkErrors`: the router's refusals that reach no route and no hook, and so went
 * out without CORS and without the contract's `error` body. A badly percent-encoded id is routed
 * again as the literal text it is, so the route answers it by its own id rule like any other id it
 * never issued; anything left gets the contract's 404 with CORS.
 */
export function frameworkErrors(app: () => FastifyInstance) {
  return (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    if (err.code === 'FST_ERR_BAD_URL') {
      const url = req.raw.url ?? '/';
      const literal = literalSegments(url);
      if (literal !== url) {
        req.raw.url = literal;
        return app().routing(req.raw, reply.raw);
      }
    }
    withCors(reply)
      .code(404)
      .send({ error: 'not_found', detail: `No route ${req.method} ${(req.raw.url ?? '').split('?')[0]}.` });
  };
}
