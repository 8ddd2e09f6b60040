import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import WebSocket, { WebSocketServer } from 'ws';
import type { GatewayConfig } from './gateway-config';
import { type HostPolicy, hostRefusal, originRefusal } from './host-guard';
import { type Refusal, writeUpgradeRefusal } from './refusal';
import { decideApiRequest } from './route-allowlist';

/** The path the browser opens for the native feed; the gateway adds the key upstream. */
export const FEED_PATH = '/api/ws';

// Close codes a peer may not send itself (1005/1006/1015 are only ever reported locally).
const RESERVED = new Set([1004, 1005, 1006, 1015]);

/** A close code we may pass on; a lost upstream becomes 1011 so the client reconnects with backoff. */
export function relayableCode(code: number): number {
  if (RESERVED.has(code) || code < 1000 || code >= 5000) return 1011;
  return code;
}

/**
 * Why a handshake is refused, checked in this order before any upstream socket is dialled: a host
 * we do not serve (421), a path that is not the feed's (400/404, judged like every `/api` path),
 * then an Origin that is not ours or is missing (403): another site's page must not drive our key
 * through the user's browser, and the browser, not the caller, writes Origin.
 */
export function upgradeRefusal(req: IncomingMessage, policy: HostPolicy): Refusal | null {
  const host = hostRefusal(req.headers.host, policy);
  if (host) return host;
  const decision = decideApiRequest('GET', req.url ?? '', { upgrade: true });
  if (decision.kind === 'refuse') return decision.refusal;
  return originRefusal(req.headers.origin, policy, { required: true });
}

/**
 * Proxies the native feed: browser ↔ gateway `/api/ws` ↔ service `/ws` with `X-API-Key` added here,
 * one upstream socket per browser socket, frames and close codes (1008/1012/1013 and their reasons)
 * passed through unchanged so the client's reconnect policy sees what the service said.
 */
export function wsProxy(app: FastifyInstance, cfg: GatewayConfig, policyOf: () => HostPolicy): void {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  const upstreamBase = `${cfg.baseUrl.replace(/^http/, 'ws')}/ws`;
  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const refused = upgradeRefusal(req, policyOf());
    if (refused) return writeUpgradeRefusal(socket, refused);
    wss.handleUpgrade(req, socket, head, (client) => bridge(client, upstreamBase, cfg.key));
  });
  app.addHook('onClose', async () => {
    for (const c of wss.clients) c.terminate();
    wss.close();
  });
}

/**
 * Text frames that reach the gateway in one turn of its event loop leave as one message, joined by
 * newlines (as the push feed batches): the service publishes in ticks, and a browser handed hundreds
 * of separate messages at once spends its main thread dispatching them. Nothing waits for a batch:
 * it goes out at the end of the turn its first frame arrived in.
 */
/** Frames per message at most: one message is one task in the browser, and tasks must stay short. */
export const BATCH_MAX = 64;

export function createTurnBatcher(send: (text: string) => void) {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    for (let i = 0; i < pending.length; i += BATCH_MAX) {
      const part = pending.slice(i, i + BATCH_MAX);
      send(part.length === 1 ? part[0] : part.join('\n'));
    }
    pending = [];
  };
  return {
    push(text: string): void {
      pending.push(text);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Sends what is pending now (before a binary frame or a close, so order holds). */
    flush,
  };
}

function bridge(client: WebSocket, upstreamUrl: string, key: string): void {
  const upstream = new WebSocket(upstreamUrl, { headers: { 'X-API-Key': key } });
  const early: string[] = [];
  const toClient = createTurnBatcher((text) => {
    if (client.readyState === WebSocket.OPEN) client.send(text);
  });
  upstream.on('open', () => {
    for (const m of early.splice(0)) upstream.send(m);
  });
  upstream.on('message', (data, isBinary) => {
    if (!isBinary) return toClient.push(data.toString());
    toClient.flush();
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: true });
  });
  upstream.on('close', (code, reason) => {
    // The service's error frame comes before its close; it must reach the browser in that order.
    toClient.flush();
    if (client.readyState === WebSocket.OPEN) client.close(relayableCode(code), reason.toString());
  });
  upstream.on('error', () => {
    toClient.flush();
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
