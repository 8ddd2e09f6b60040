import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { Socket } from 'node:net';
import { prepareMessages, type WsInternals, writePrepared } from './prepared-message';

// Real sockets: the framed bytes must read, in a real `ws` client, as the very messages `ws` itself
// would have sent.
const servers: WebSocketServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) {
    for (const c of s.clients) c.terminate();
    await new Promise((r) => s.close(r));
  }
});

/** A server-side socket and the client that reads it, with or without compression negotiated. */
async function pair(perMessageDeflate: boolean) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1', perMessageDeflate });
  servers.push(wss);
  await new Promise((r) => wss.once('listening', r));
  const server = new Promise<WebSocket>((r) => wss.once('connection', r));
  const client = new WebSocket(`ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, {
    perMessageDeflate,
  });
  const got: string[] = [];
  client.on('message', (data, isBinary) => got.push(`${isBinary ? 'binary' : 'text'}:${String(data)}`));
  await new Promise((r) => client.once('open', r));
  return { server: await server, client, got };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

/** Texts of 10 B, 300 B (16-bit length) and 70 KB (64-bit length): each header form once. */
const texts = ['{"n":1}', `{"pad":"${'x'.repeat(300)}"}`, `{"pad":"${'y'.repeat(70_000)}"}`];

describe('writePrepared', () => {
  it('hands every browser the turn in one socket write, read as the same text messages', async () => {
    const { server, got } = await pair(false);
    const raw = (server as unknown as { _socket: Duplex })._socket;
    let writes = 0;
    const write = raw.write.bind(raw);
    raw.write = ((...args: Parameters<Duplex['write']>) => {
      writes++;
      return write(...args);
    }) as Duplex['write'];
    server.send('{"type":"subscribed"}'); // the browser's own ack, sent before the turn
    writePrepared(server, prepareMessages(texts.map((t) => Buffer.from(t))));
    await until(() => got.length === 4);
    expect(got).toEqual(['text:{"type":"subscribed"}', ...texts.map((t) => `text:${t}`)]);
    expect(writes).toBe(3); // the ack's header and payload (ws corks them), then the whole turn
  });

  it('falls back to ws message by message when the connection compresses', async () => {
    const { server, got } = await pair(true);
    writePrepared(server, prepareMessages(texts.map((t) => Buffer.from(t))));
    await until(() => got.length === 3);
    expect(got).toEqual(texts.map((t) => `text:${t}`));
  });
});

describe('the ws internals the framed write reads (ws as package.json pins it)', () => {
  it('finds the TCP socket and an idle sender on an open connection, and compression said publicly', async () => {
    const plain = await pair(false);
    const ws = plain.server as unknown as WsInternals;
    expect(ws._socket).toBeInstanceOf(Socket);
    expect(ws._sender?._state).toBe(0);
    expect(plain.server.extensions).toBe('');
    const deflating = await pair(true);
    expect(deflating.server.extensions).toBe('permessage-deflate');
  });
});
