import type { Socket } from 'node:net';
import { CORS_HEADERS } from './cors';

const ANSWERS: Record<string, { status: number; text: string; error: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    error: 'request_too_large',
    detail: 'The request line and headers are limited to 16 KiB: shorten the URL or the headers.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    text: 'Request Timeout',
    error: 'request_timeout',
    detail: 'The request did not arrive in time.',
  },
};
const MALFORMED = {
  status: 400,
  text: 'Bad Request',
  error: 'bad_request',
  detail: 'The request is not valid HTTP.',
};

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refuses a request before any route or hook
 * sees it (a URL or headers past 16 KiB, a malformed request line), and the default answer had no
 * CORS and no contract body, so a browser could not even read why. Same statuses, our body.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const a = (err.code && ANSWERS[err.code]) || MALFORMED;
  const body = JSON.stringify({ error: a.error, detail: a.detail });
  if (socket.writable) {
    const headers = [
      `HTTP/1.1 ${a.status} ${a.text}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      ...Object.entries(CORS_HEADERS).map(([k, v]) => `${k}: ${v}`),
      'Connection: close',
    ];
    socket.write(`${headers.join('\r\n')}\r\n\r\n${body}`);
  }
  socket.destroy(err);
}
