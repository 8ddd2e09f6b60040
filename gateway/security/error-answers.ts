import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { type Refusal, rawRefusal, refusal, sendRefusal } from './refusal';

// What Fastify itself refuses (a body over the limit, bad JSON, a URL it cannot decode, a method
// no route takes) leaves in the service's error shape like every other refusal; a 5xx says nothing
// about why, since its message may name the upstream.

/** The contract-shaped answer to an error Fastify raised while reading a request. */
function refusalFromError(err: Pick<FastifyError, 'statusCode' | 'message'>): Refusal {
  const status = err.statusCode ?? 500;
  if (status === 413) return refusal(413, 'payload_too_large', 'The body is over this route’s limit.');
  if (status === 415)
    return refusal(415, 'unsupported_media_type', 'The body must be sent as application/json.');
  if (status >= 400 && status < 500) return refusal(status, 'bad_request', err.message);
  return refusal(500, 'gateway_error', 'The gateway could not answer this request.');
}

/**
 * Fastify's `frameworkErrors` (a URL that is not valid percent-encoding): a 400 like any bad path.
 * These answers skip the hooks, so the security headers are set here.
 */
export function frameworkErrorAnswer(headers: Record<string, string>) {
  return (_err: FastifyError, _req: unknown, reply: FastifyReply): void => {
    reply.headers(headers);
    sendRefusal(reply, refusal(400, 'bad_request', 'The path is not valid percent-encoding.'));
  };
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before any route or hook runs (a URL or headers
 * over `maxHeaderSize`, a request it cannot parse, one too slow to arrive) is answered in the
 * contract's shape with the security headers, as any other refusal, instead of Fastify's own body.
 */
export function clientErrorAnswer(headers: Record<string, string>) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    // A reset connection has no one to answer.
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const answer =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? refusal(431, 'headers_too_large', 'The URL and headers may be at most 16 KiB together.')
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? refusal(408, 'request_timeout', 'The request did not arrive in time.')
          : refusal(400, 'bad_request', 'The request could not be read.');
    if (socket.writable) socket.write(rawRefusal(answer, headers));
    socket.destroy();
  };
}

/** Registers the error and not-found answers on the whole gateway. */
export function errorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, _req, reply) => sendRefusal(reply, refusalFromError(err)));
  app.setNotFoundHandler((_req, reply) => sendRefusal(reply, refusal(404, 'not_found', 'Nothing here.')));
}
