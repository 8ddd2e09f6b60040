import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { ErrorBody } from '../../contract/errors';

/**
 * A request the gateway answers itself, in the service's error shape (`{error, detail, allowed?}`),
 * so the dashboard's error model reads it like any other: a refused request never reaches the
 * service, and the browser never sees the service's answer to it.
 */
export interface Refusal {
  status: number;
  body: ErrorBody & { error: string; detail: string };
  headers?: Record<string, string>;
}

export function refusal(
  status: number,
  error: string,
  detail: string,
  extra: { allowed?: string[]; headers?: Record<string, string> } = {},
): Refusal {
  const body = extra.allowed ? { error, detail, allowed: extra.allowed } : { error, detail };
  return { status, body, headers: extra.headers };
}

/** Sends a refusal through Fastify (so the security headers still go with it). */
export function sendRefusal(reply: FastifyReply, r: Refusal): FastifyReply {
  reply.code(r.status).header('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(r.headers ?? {})) reply.header(name, value);
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(r.body));
}

/**
 * A refusal as a whole HTTP/1.1 response, for the places Fastify does not answer (a WebSocket
 * upgrade we will not take, a request Node could not parse): the same body and headers, the
 * gateway's security headers included, and `Connection: close`.
 */
export function rawRefusal(r: Refusal, securityHeaders: Record<string, string>): string {
  const body = JSON.stringify(r.body);
  const head = [
    `HTTP/1.1 ${r.status} ${STATUS_CODES[r.status] ?? 'Refused'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    ...Object.entries({ ...securityHeaders, ...r.headers }).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  return `${head.join('\r\n')}\r\n\r\n${body}`;
}

/** Answers a WebSocket upgrade we will not take: a plain HTTP response on the raw socket, then close. */
export function writeUpgradeRefusal(
  socket: Duplex,
  r: Refusal,
  securityHeaders: Record<string, string>,
): void {
  socket.end(rawRefusal(r, securityHeaders));
}
