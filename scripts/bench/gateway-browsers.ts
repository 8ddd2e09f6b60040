/* biome-ignore-all lint/suspicious/noExplicitAny: frames are read as raw JSON */
// The simulated browsers of `bench:gateway`: native-feed sockets on the gateways' `/api/ws`, and the
// one reference socket straight to the service that says when each frame left it.
import WebSocket from 'ws';

/** A frame's identity across sockets: the same score state or point, wherever it is seen. */
export function frameKey(f: Record<string, any>): string | null {
  if (f.type === 'score') return `s:${f.match_id}:${f.score?.sequence}`;
  if (f.type === 'point') return `p:${f.match_id}:${f.point?.seq}`;
  return null;
}

/** When each frame reached the reference socket (ms, this process's clock). */
export class Reference {
  readonly arrivals = new Map<string, number>();
  constructor(readonly ws: WebSocket) {}
  static open(url: string, key: string): Promise<Reference> {
    const ws = new WebSocket(url, { headers: { 'X-API-Key': key } });
    const ref = new Reference(ws);
    ws.on('message', (data) => {
      const at = performance.now();
      for (const line of String(data).split('\n')) {
        const k = frameKey(JSON.parse(line));
        if (k && !ref.arrivals.has(k)) ref.arrivals.set(k, at);
      }
    });
    return new Promise((resolve, reject) => {
      ws.once('open', () => ws.send(JSON.stringify({ topics: ['live-scores'], signals: ['points'] })));
      ws.on('message', function first(data) {
        if (String(data).includes('"subscribed"')) {
          ws.off('message', first);
          resolve(ref);
        }
      });
      ws.once('error', reject);
    });
  }
}

/** One simulated browser; `measured` ones parse every frame (delays, points), the rest only count. */
export interface SimBrowser {
  /** The socket open now (a new one after each reconnect). */
  ws: WebSocket;
  gateway: number;
  measured: boolean;
  messages: number;
  /** Closed for good (`stop`), or refused before its first ack. */
  closed: boolean;
  /** How many times it was closed and came back, as the dashboard does. */
  reconnects: number;
  /** When the first ack came: frames the reference saw before are the hub's held state. */
  ackedAt: number;
  /**
   * Measured browsers only: when each read of the socket arrived (ms, this process's clock) and how
   * many frames it held. The messages of one read reach `ws`'s listeners in the same event-loop turn;
   * the gateway writes a browser once a pass, so on loopback these count its socket writes.
   */
  messageLog: Array<[number, number]>;
  /** Arrival (ms, this process's clock) per frame key, measured browsers only: the first one. */
  arrivals: Map<string, number>;
  /** Per match, each point's seq and arrival (epoch ms) in arrival order, measured browsers only. */
  points: Map<number, Array<[number, number]>>;
  /** Closes it and stops it coming back. */
  stop(): void;
}

const SUBSCRIBE = JSON.stringify({ topics: ['live-scores'], signals: ['points'] });

/**
 * The dashboard's wait before reconnecting (reconnect-policy.ts): from 0.25–0.5 s (1–2 s after a
 * 1013), doubling with each failed attempt; capped at 8 s here so a bench phase need not wait
 * the dashboard's full minute for a gateway that was started again.
 */
const reconnectDelay = (code: number, attempt: number) =>
  Math.min(8_000, (code === 1013 ? 1_000 : 250) * 2 ** attempt) * (1 + Math.random());

/**
 * Opens a browser on `gatewayUrl`'s feed; resolves once acked, or null when refused or too slow.
 * Once acked it behaves as the dashboard's client: a close is followed by a reconnect and the same
 * subscription, until `stop`.
 */
export function openBrowser(
  gatewayUrl: string,
  gateway: number,
  measured: boolean,
  timeoutMs = 20_000,
): Promise<SimBrowser | null> {
  const url = `${gatewayUrl.replace('http', 'ws')}/api/ws`;
  let stopped = false;
  /** The read being counted: messages that arrive before the event loop turns belong to it. */
  let read: [number, number] | null = null;
  /** Closes since the last ack. */
  let attempt = 0;
  const b: SimBrowser = {
    ws: null as unknown as WebSocket,
    gateway,
    measured,
    messages: 0,
    closed: false,
    reconnects: 0,
    ackedAt: 0,
    messageLog: [],
    arrivals: new Map(),
    points: new Map(),
    stop() {
      stopped = true;
      b.closed = true;
      b.ws.terminate();
    },
  };
  return new Promise((resolve) => {
    let everAcked = false;
    const timer = setTimeout(() => {
      if (!everAcked) {
        b.stop();
        resolve(null);
      }
    }, timeoutMs);
    const connect = () => {
      const ws = new WebSocket(url, {
        headers: { Origin: gatewayUrl },
        // A counting browser never reads the text: the bench's own CPU is the machine's the gateways share.
        skipUTF8Validation: !measured,
      });
      b.ws = ws;
      let acked = false;
      ws.on('error', () => {});
      ws.once('open', () => ws.send(SUBSCRIBE));
      ws.on('close', (code) => {
        if (stopped) return;
        if (!everAcked) {
          clearTimeout(timer);
          b.closed = true;
          resolve(null);
          return;
        }
        b.reconnects++;
        setTimeout(() => !stopped && connect(), reconnectDelay(code, attempt++));
      });
      ws.on('message', (data) => {
        b.messages++;
        // An unmeasured browser only counts once acked: the bench's own work must not be the delay.
        if (acked && !measured) return;
        const at = performance.now();
        const text = String(data);
        if (!acked && text.includes('"subscribed"')) {
          acked = true;
          attempt = 0;
          if (!everAcked) {
            everAcked = true;
            b.ackedAt = at;
            clearTimeout(timer);
            resolve(b);
          }
        }
        if (!measured) return;
        const epochAt = performance.timeOrigin + at;
        const lines = text.split('\n');
        if (acked && read === null) {
          read = [at, 0];
          b.messageLog.push(read);
          setImmediate(() => {
            read = null;
          });
        }
        if (read) read[1] += lines.length;
        for (const line of lines) {
          const f = JSON.parse(line);
          const k = frameKey(f);
          if (k && !b.arrivals.has(k)) b.arrivals.set(k, at);
          if (f.type === 'point' && typeof f.point?.seq === 'number') {
            const list = b.points.get(f.match_id) ?? [];
            list.push([f.point.seq, epochAt]);
            b.points.set(f.match_id, list);
          }
        }
      });
    };
    connect();
  });
}
