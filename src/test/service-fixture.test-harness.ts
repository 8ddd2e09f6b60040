// Test scaffolding: the real local service in-process for the fetch layer's integration suites. Only
// src/test/ may import server/ (biome.json); the dashboard itself never does.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import type { Connection } from '../api/connection';

/** The real local service on a random port, on a clock the test moves. */
export interface LiveService {
  app: FastifyInstance;
  baseUrl: string;
  clock: { t: number };
  /** A direct-mode connection with one of the demo keys. */
  direct(apiKey: string): Connection;
  close(): Promise<void>;
}

/** Starts the service (loading the real data once per process) and listens on 127.0.0.1:0. */
export async function startService(start = Date.UTC(2026, 10, 21, 12, 0, 0)): Promise<LiveService> {
  const clock = { t: start };
  const app = buildApp(testConfig({ now: () => clock.t }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  // A file's suites start their services one after another before any test runs; on a busy machine
  // that took over a minute, past the 72 s the server keeps an idle connection. Node's fetch reuses
  // such a connection until a second before the server's hint, and a server starved of its event loop
  // closed it just as the first test wrote to it ("fetch failed"). Idle connections outlive any wait here.
  app.server.keepAliveTimeout = 10 * 60_000;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    baseUrl,
    clock,
    direct: (apiKey) => ({ mode: 'direct', baseUrl, apiKey }),
    close: () => app.close(),
  };
}
