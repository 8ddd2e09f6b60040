/* biome-ignore-all lint/suspicious/noExplicitAny: IPC messages are read as raw JSON */
// `bench:gateway`'s crowd: the thousands of counting browsers, in a process of their own that the
// bench runs at the lowest CPU priority (nice 19). On a desk the browsers are other machines; here
// they share the gateway's two cores, and reading 2,000 sockets a tick costs about what writing them
// does, so at equal priority the crowd's own work would be counted as the gateway's delay. Driven over
// IPC: `open` (browsers over the gateways, a hundred at a time, until the machine stops keeping up),
// `quit`.
import { openBrowser, type SimBrowser } from './gateway-browsers';

const send = (m: unknown) => process.send?.(m);
const browsers: SimBrowser[] = [];

async function open(gateways: string[], count: number) {
  let refused = 0;
  for (let opened = 0; opened < count; ) {
    const batch = Math.min(100, count - opened);
    const got = await Promise.all(
      Array.from({ length: batch }, (_, i) => {
        const g = (browsers.length + i) % gateways.length;
        return openBrowser(gateways[g], g, false);
      }),
    );
    opened += batch;
    const ok = got.filter((b): b is SimBrowser => b !== null);
    browsers.push(...ok);
    refused += batch - ok.length;
    // More than one in twenty of a batch not acked in time: the machine is at its limit.
    if (batch - ok.length > batch / 20) break;
  }
  return refused;
}

process.on('message', async (m: any) => {
  if (m?.type === 'open') {
    const refused = await open(m.gateways, m.count);
    send({ type: 'open', total: browsers.length, refused });
  } else if (m?.type === 'quit') {
    for (const b of browsers.splice(0)) b.stop();
    setTimeout(() => process.exit(0), 100);
  }
});
send({ type: 'ready' });
