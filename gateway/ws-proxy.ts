import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import type { GatewayConfig } from './gateway-config';

/** The path the browser opens for the native feed; the gateway adds the key upstream. */
export const FEED_PATH = '/api/ws';

// Close codes a peer may not send itself (1005/1006/1015 are only ever reported locally).
const RESERVED = new Set([1004, 1005, 1006, 1015]);

/** A close code we may pass on; a lost upstream becomes 1011 so the client reconnects with backoff. */
export function relayableCode(code: number): number {
  if (RESERVED.has(code) || code < 1000 || code >= 5000) return 1011;
  return code;
}

/** Another site's page must not drive our key through the user's browser. */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Proxies the native feed: browser ↔ gateway `/api/ws` ↔ service `/ws` with `X-API-Key` added here,
 * one upstream socket per browser socket, frames and close codes (1008/1012/1013 and their reasons)
 * passed through unchanged so the client's reconnect policy sees what the service said.
 */
export function wsProxy(app: FastifyInstance, cfg: GatewayConfig): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const upstreamBase = `${cfg.baseUrl.replace(/^http/, 'ws')}/ws`;
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== FEED_PATH || !sameOrigin(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (client) => bridge(client, upstreamBase, cfg.key));
  });
  app.addHook('onClose', async () => {
    for (const c of wss.clients) c.terminate();
    wss.close();
  });
}

function bridge(client: WebSocket, upstreamUrl: string, key: string): void {
  const upstream = new WebSocket(upstreamUrl, { headers: { 'X-API-Key': key } });
  const early: string[] = [];
  upstream.on('open', () => {
    for (const m of early.splice(0)) upstream.send(m);
  });
  upstream.on('message', (data, isBinary) => {
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: isBinary });
  });
  upstream.on('close', (code, reason) => {
    if (client.readyState === WebSocket.OPEN) client.close(relayableCode(code), reason.toString());
  });
  upstream.on('error', () => {
    if (client.readyState === WebSocket.OPEN) client.close(1011, 'upstream_unreachable');
  });
  client.on('message', (data) => {
    const text = data.toString();
    if (upstream.readyState === WebSocket.OPEN) upstream.send(text);
    else if (upstream.readyState === WebSocket.CONNECTING) early.push(text);
  });
  client.on('close', (code, reason) => {
    if (upstream.readyState === WebSocket.OPEN)
      upstream.close(relayableCode(code) === 1011 ? 1000 : code, reason.toString());
    else if (upstream.readyState === WebSocket.CONNECTING) upstream.terminate();
  });
  client.on('error', () => upstream.terminate());
}
