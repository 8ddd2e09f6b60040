/* biome-ignore-all lint/suspicious/noExplicitAny: responses are inspected as raw JSON */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { buildGateway } from './gateway-app';
import type { GatewayConfig } from './gateway-config';
import { wsOriginOf } from './gateway-config';

/** The real local service and a gateway in front of it, both on ephemeral loopback ports. */
export interface GatewayHarness {
  service: FastifyInstance;
  gateway: FastifyInstance;
  serviceUrl: string;
  gatewayUrl: string;
  key: string;
  close(): Promise<void>;
}

const portOf = (app: FastifyInstance) => {
  const addr = app.server.address();
  return typeof addr === 'object' && addr ? addr.port : 0;
};

/** A stand-in dist/ with a Vite-like index.html, for tests that do not need a real build. */
export async function fakeDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'courtside-dist-'));
  await writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Courtside</title><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  const { mkdir } = await import('node:fs/promises');
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log("courtside");\n');
  return dir;
}

export async function gatewayHarness(distDir: string, key = 'demo-ultra'): Promise<GatewayHarness> {
  const t = Date.UTC(2026, 10, 21, 12, 0, 0);
  const service = buildApp(testConfig({ now: () => t }));
  await service.listen({ port: 0, host: '127.0.0.1' });
  const serviceUrl = `http://127.0.0.1:${portOf(service)}`;
  const cfg: GatewayConfig = {
    host: '127.0.0.1',
    port: 0,
    baseUrl: serviceUrl,
    key,
    distDir,
    feedOrigins: [wsOriginOf(serviceUrl)],
  };
  const gateway = buildGateway(cfg);
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  return {
    service,
    gateway,
    serviceUrl,
    gatewayUrl: `http://127.0.0.1:${portOf(gateway)}`,
    key,
    async close() {
      await gateway.close();
      await service.close();
    },
  };
}
