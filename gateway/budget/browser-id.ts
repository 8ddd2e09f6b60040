import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie naming a browser for its fair share of the desk's budget (nothing else: no session, no key). */
const BROWSER_COOKIE = 'courtside_browser';

const ID = /^[A-Za-z0-9_-]{16,43}$/;

/**
 * The browser behind a request, from its cookie; a browser without one gets a fresh id, set on the
 * answer (HttpOnly, SameSite=Strict, `/api` only). Tabs of one browser share it, as they share
 * its one budget ledger.
 */
export function browserIdOf(req: FastifyRequest, reply: FastifyReply): string {
  const cookies = req.headers.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === BROWSER_COOKIE && value && ID.test(value)) return value;
  }
  const id = randomBytes(16).toString('base64url');
  reply.header('Set-Cookie', `${BROWSER_COOKIE}=${id}; Path=/api; HttpOnly; SameSite=Strict`);
  return id;
}
