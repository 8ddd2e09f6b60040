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
  ws: WebSocket;
  gateway: number;
  measured: boolean;
  messages: number;
  closed: boolean;
  /** When the ack came: frames the reference saw before are the hub's held state, not relayed ones. */
  ackedAt: number;
  /** Arrival (ms) per frame key, measured browsers only. */
  arrivals: Map<string, number>;
  /** Point seqs per match in arrival order, measured browsers only. */
  points: Map<number, number[]>;
}

/** Opens a browser on `gatewayUrl`'s feed; resolves once acked, or null when refused or too slow. */
export function openBrowser(
  gatewayUrl: string,
  gateway: number,
  measured: boolean,
  timeoutMs = 20_000,
): Promise<SimBrowser | null> {
  const ws = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/api/ws`, {
    headers: { Origin: gatewayUrl },
    // A counting browser never reads the text: the bench's own CPU is the machine's the gateways share.
    skipUTF8Validation: !measured,
  });
  const b: SimBrowser = {
    ws,
    gateway,
    measured,
    messages: 0,
    closed: false,
    ackedAt: 0,
    arrivals: new Map(),
    points: new Map(),
  };
  return new Promise((resolve) => {
    let acked = false;
    const timer = setTimeout(() => {
      if (!acked) {
        ws.terminate();
        resolve(null);
      }
    }, timeoutMs);
    ws.on('error', () => {});
    ws.once('open', () => ws.send(JSON.stringify({ topics: ['live-scores'], signals: ['points'] })));
    ws.on('close', () => {
      b.closed = true;
      if (!acked) {
        clearTimeout(timer);
        resolve(null);
      }
    });
    ws.on('message', (data) => {
      b.messages++;
      // An unmeasured browser only counts once acked: the bench's own work must not be the delay.
      if (acked && !measured) return;
      const at = performance.now();
      const text = String(data);
      if (!acked && text.includes('"subscribed"')) {
        acked = true;
        b.ackedAt = at;
        clearTimeout(timer);
        resolve(b);
      }
      if (!measured) return;
      for (const line of text.split('\n')) {
        const f = JSON.parse(line);
        const k = frameKey(f);
        if (k && !b.arrivals.has(k)) b.arrivals.set(k, at);
        if (f.type === 'point' && typeof f.point?.seq === 'number') {
          const list = b.points.get(f.match_id) ?? [];
          list.push(f.point.seq);
          b.points.set(f.match_id, list);
        }
      }
    });
  });
}
