import type { FastifyError, FastifyInstance } from 'fastify';

/** One error shape for everything: unknown routes are 404 not_found, 5xx details stay in the log. */
export function errorsPlugin(app: FastifyInstance) {
  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ error: 'not_found', detail: `No route ${req.method} ${req.url.split('?')[0]}.` });
  });
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      req.log.error({ err }, 'request failed');
      reply.code(500).send({ error: 'internal_error', detail: 'The service failed to answer this request.' });
      return;
    }
    reply.code(status).send({ error: 'bad_request', detail: err.message });
  });
}
