// Beside the browser: one socket of this process on the gateway's feed, as the dashboard opens it,
// noting for every score frame the time from its `published_at` to its arrival here. Against the
// page's own figure it says how much of score-to-screen is the way there (service, gateway, socket)
// and how much the page. It shares the machine, so a loaded machine slows it too.
import WebSocket from 'ws';

export interface GatewayArrival {
  /** Starts counting (frames before are ignored). */
  start(): void;
  /** Stops; published_at → arrival of every score frame counted, ms. */
  stop(): number[];
}

/** Opens the socket; resolves once the gateway acknowledged the subscription. */
export function gatewayArrival(baseUrl: string): Promise<GatewayArrival> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/ws`, { headers: { Origin: baseUrl } });
  const delays: number[] = [];
  let counting = false;
  ws.on('message', (data) => {
    if (!counting) return;
    const at = Date.now();
    for (const line of String(data).split('\n')) {
      if (!line.includes('"score"')) continue;
      const f = JSON.parse(line) as { type?: string; published_at?: string };
      const published = f.type === 'score' ? Date.parse(f.published_at ?? '') : Number.NaN;
      if (Number.isFinite(published)) delays.push(at - published);
    }
  });
  return new Promise((resolve, reject) => {
    ws.once('open', () => ws.send(JSON.stringify({ topics: ['live-scores'], signals: ['points'] })));
    ws.on('message', function first(data) {
      if (!String(data).includes('"subscribed"')) return;
      ws.off('message', first);
      resolve({
        start() {
          counting = true;
        },
        stop() {
          counting = false;
          ws.terminate();
          return delays;
        },
      });
    });
    ws.once('error', reject);
  });
}
