import type { Duplex } from 'node:stream';
import WebSocket from 'ws';

/**
 * One turn's messages for every browser of a subscription: the texts, and the same messages already
 * framed for the wire (RFC 6455, server to client: FIN, text, unmasked) end to end in one buffer.
 * Framed once per fan-out, the bytes go to each browser in a single write: at 2,000 browsers the
 * fan-out's time is almost all the socket writes themselves (`node --cpu-prof` under
 * `bench:gateway`), so each browser costs one write a turn whatever the turn holds.
 */
export interface PreparedMessages {
  texts: Buffer[];
  wire: Buffer;
}

/** The frame header of an unmasked, final text frame of `length` payload bytes. */
function textFrameHeader(length: number): Buffer {
  if (length < 126) return Buffer.from([0x81, length]);
  if (length < 65_536) {
    const h = Buffer.alloc(4);
    h[0] = 0x81;
    h[1] = 126;
    h.writeUInt16BE(length, 2);
    return h;
  }
  const h = Buffer.alloc(10);
  h[0] = 0x81;
  h[1] = 127;
  h.writeBigUInt64BE(BigInt(length), 2);
  return h;
}

/** Frames `texts` once for every browser that is to get them. */
export function prepareMessages(texts: Buffer[]): PreparedMessages {
  return { texts, wire: Buffer.concat(texts.flatMap((t) => [textFrameHeader(t.length), t])) };
}

/**
 * What `ws` keeps of a connection that the framed write needs, not part of its API: the TCP socket,
 * and the sender's state (0 when it holds nothing of its own: no compression or Blob read under
 * way). Read from `ws` 8.23.0 (`lib/websocket.js`, `lib/sender.js`), the version `package.json`
 * pins; `prepared-message.test.ts` fails if a later `ws` renames them, rather than every browser
 * silently falling back to one write per message.
 */
export interface WsInternals {
  _socket: Duplex | null;
  _sender: { _state: number } | null;
}

/**
 * Writes prepared messages to one browser: the framed bytes straight to its socket when `ws` would
 * have written them the same way (open, no compression negotiated, nothing of its own queued, so
 * order holds), else message by message through `ws`. Either way `bufferedAmount` counts them.
 */
export function writePrepared(socket: WebSocket, prepared: PreparedMessages): void {
  if (socket.readyState !== WebSocket.OPEN) return;
  const ws = socket as unknown as Partial<WsInternals>;
  const raw = ws._socket;
  if (raw && ws._sender?._state === 0 && socket.extensions === '' && raw.writable) {
    raw.write(prepared.wire);
    return;
  }
  for (const t of prepared.texts) socket.send(t, { binary: false });
}
