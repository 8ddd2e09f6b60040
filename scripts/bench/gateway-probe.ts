/* biome-ignore-all lint/suspicious/noExplicitAny: messages are read as raw JSON */
// `bench:gateway`'s measuring browsers, in a process of their own (as a real browser is): the
// reference socket straight to the service and PROBE_COUNT browsers on the gateways, every frame
// parsed and timed. The bench's thousands of other sockets live in the parent, so their own work is
// not counted as the gateways' delay. Driven over IPC: `ready` once connected, then `delays` for a
// window, `points` for what each browser received, and `quit`.
import { openBrowser, Reference, type SimBrowser } from './gateway-browsers';

const gateways = (process.env.PROBE_GATEWAYS ?? '').split(',');
const count = Number(process.env.PROBE_COUNT ?? 80);
const send = (m: unknown) => process.send?.(m);

/** Epoch ms with sub-ms precision, comparable with the parent's `Date.now()`. */
const epoch = (t: number) => performance.timeOrigin + t;

async function main() {
  const reference = await Reference.open(String(process.env.PROBE_SERVICE_WS), String(process.env.PROBE_KEY));
  const browsers = (
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        openBrowser(gateways[i % gateways.length], i % gateways.length, true),
      ),
    )
  ).filter((b): b is SimBrowser => b !== null);
  send({ type: 'ready', connected: browsers.length });
  process.on('message', (m: any) => {
    if (m?.type === 'delays') {
      // Added delay of every frame the service published inside the window, per browser that got it
      // live (after its first ack: what came before is the hub's held state, not a relayed frame).
      const delays: number[] = [];
      for (const b of browsers)
        for (const [k, at] of b.arrivals) {
          const ref = reference.arrivals.get(k);
          if (ref === undefined || ref <= b.ackedAt) continue;
          const refEpoch = epoch(ref);
          if (refEpoch >= m.from && refEpoch <= m.to) delays.push(at - ref);
        }
      // Socket reads (one gateway write each, on loopback) and the frames they held, per browser.
      let reads = 0;
      let frames = 0;
      for (const b of browsers)
        for (const [at, n] of b.messageLog) {
          const e = epoch(at);
          if (e < m.from || e > m.to) continue;
          reads++;
          frames += n;
        }
      const seconds = (m.to - m.from) / 1000;
      send({
        type: 'delays',
        delays,
        writesPerBrowserS: browsers.length > 0 ? reads / browsers.length / seconds : 0,
        framesPerWrite: reads > 0 ? frames / reads : 0,
      });
    } else if (m?.type === 'points') {
      send({
        type: 'points',
        browsers: browsers.map((b) => ({
          gateway: b.gateway,
          reconnects: b.reconnects,
          points: [...b.points],
        })),
        published: [...reference.arrivals]
          .filter(([k]) => k.startsWith('p:'))
          .map(([k, at]) => [k, epoch(at)]),
      });
    } else if (m?.type === 'quit') {
      for (const b of browsers) b.stop();
      reference.ws.terminate();
      setTimeout(() => process.exit(0), 100);
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
