import type { FastifyInstance } from 'fastify';

const mb = (bytes: number) => Math.round(bytes / 1048576);

/**
 * GET /_admin/memory on the loopback admin listener: the service's memory in MB, split as V8 sees
 * it (`heap_used` JS objects, `external` and `array_buffers` typed arrays and buffers outside the
 * heap). The benchmark reads it after each corpus's first read to name what holds the memory.
 * `?gc=1` collects first when the process runs with `--expose-gc`.
 */
export function memoryRoute(admin: FastifyInstance): void {
  admin.get('/_admin/memory', async (req) => {
    const gc = (globalThis as { gc?: () => void }).gc;
    if ((req.query as { gc?: string }).gc === '1' && gc) gc();
    const m = process.memoryUsage();
    return {
      rss_mb: mb(m.rss),
      heap_used_mb: mb(m.heapUsed),
      heap_total_mb: mb(m.heapTotal),
      external_mb: mb(m.external),
      array_buffers_mb: mb(m.arrayBuffers),
    };
  });
}
