import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

/**
 * GET /_admin/loop-delay on the loopback admin listener: how late the service's request thread ran
 * its timers since the last `?reset=1` (perf_hooks histogram, 10 ms resolution). The benchmark reads
 * it around the first reads of every corpus: a corpus that loads on the request thread shows here as
 * a delay every client waited for. Never on the public port.
 */
export function loopDelayRoute(admin: FastifyInstance): void {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  admin.addHook('onClose', async () => h.disable());
  admin.get('/_admin/loop-delay', async (req) => {
    const figures = {
      p50_ms: ms(h.percentile(50)),
      p99_ms: ms(h.percentile(99)),
      max_ms: ms(h.max),
      samples: h.count,
    };
    if ((req.query as { reset?: string }).reset === '1') h.reset();
    return figures;
  });
}
