/* biome-ignore-all lint/suspicious/noExplicitAny: messages are read as raw JSON */
// `bench:gateway`'s measuring browsers, in a process of their own (as a real browser is): the
// reference socket straight to the service and BENCH_PROBES browsers on the gateways, every frame
// parsed and timed. The bench's thousands of other sockets live in the parent, so their own work is
// not counted as the gateways' delay. Driven over IPC: `ready` once connected, then a `report`.
import { openBrowser, Reference, type SimBrowser } from './gateway-browsers';

const gateways = (process.env.PROBE_GATEWAYS ?? '').split(',');
const count = Number(process.env.PROBE_COUNT ?? 80);
const send = (m: unknown) => process.send?.(m);

/** Epoch ms with sub-ms precision, comparable with the parent's. */
const epoch = (t: number) => performance.timeOrigin + t;

async function main() {
  const reference = await Reference.open(String(process.env.PROBE_SERVICE_WS), String(process.env.PROBE_KEY));
  const browsers = (
    await Promise.all(Array.from({ length: count }, (_, i) => openBrowser(gateways[i % 2], i % 2, true)))
  ).filter((b): b is SimBrowser => b !== null);
  send({ type: 'ready', connected: browsers.length });
  process.on('message', (m: any) => {
    if (m?.type !== 'report') return;
    const delays: number[] = [];
    for (const b of browsers)
      for (const [k, at] of b.arrivals) {
        const ref = reference.arrivals.get(k);
        if (ref === undefined || ref <= b.ackedAt) continue;
        const refEpoch = epoch(ref);
        if (refEpoch >= m.killedAt && refEpoch <= m.gapEnd) continue;
        delays.push(at - ref);
      }
    // The browser on the surviving instance that saw the most: its points, per match.
    const witness = browsers
      .filter((b) => b.gateway !== m.victim && !b.closed)
      .sort((a, b) => b.arrivals.size - a.arrivals.size)[0];
    send({ type: 'report', delays, points: [...(witness?.points ?? new Map())] });
    for (const b of browsers) b.ws.terminate();
    reference.ws.terminate();
    setTimeout(() => process.exit(0), 100);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
