import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: scripts and styles only from our origin (no inline script, no
 * eval), sockets only to ourselves and the push feed's origin, never framed.
 */
export function contentSecurityPolicy(feedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${feedOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Sends the security headers on every response of the gateway, API answers included. */
export function securityHeaders(app: FastifyInstance, feedOrigins: readonly string[]): void {
  const csp = contentSecurityPolicy(feedOrigins);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
