import type { FastifyInstance } from 'fastify';

/**
 * A strict Content-Security-Policy: scripts and styles only from our origin (no inline script, no
 * eval), sockets only to ourselves and the push feed's origin, the service worker and manifest our own,
 * never framed.
 */
export function contentSecurityPolicy(feedOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    // The service worker and the web manifest: our own files only.
    "worker-src 'self'",
    "manifest-src 'self'",
    `connect-src 'self' ${feedOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer of the gateway carries. */
export function securityHeaderValues(feedOrigins: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(feedOrigins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Sends the security headers on every response of the gateway, API answers included. */
export function securityHeaders(app: FastifyInstance, feedOrigins: readonly string[]): void {
  const headers = securityHeaderValues(feedOrigins);
  app.addHook('onSend', async (_req, reply, payload) => {
    reply.headers(headers);
    reply.removeHeader('X-Powered-By');
    return payload;
  });
}
