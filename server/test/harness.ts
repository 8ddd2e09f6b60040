/* biome-ignore-all lint/suspicious/noExplicitAny: test responses are checked against the contract schemas */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../app';
import { type ServiceConfig, testConfig } from '../config';

/** A service on a clock the test moves. */
export interface Harness {
  app: FastifyInstance;
  clock: { t: number };
  get(
    path: string,
    key?: string | null,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
}

/** Builds the app against the real bundled data with a controllable clock. */
export function harness(overrides: Partial<ServiceConfig> = {}): Harness {
  const clock = { t: Date.UTC(2026, 10, 21, 12, 0, 0) };
  const app = buildApp(testConfig({ now: () => clock.t, ...overrides }));
  return {
    app,
    clock,
    async get(path, key = 'demo-ultra', headers = {}) {
      const res = await app.inject({
        method: 'GET',
        url: path,
        headers: key ? { 'x-api-key': key, ...headers } : headers,
      });
      return { status: res.statusCode, body: res.json(), headers: res.headers };
    },
  };
}

/** Asserts a payload matches its contract schema, with the first issue in the failure message. */
export function conforms<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success)
    throw new Error(`contract violation: ${JSON.stringify(r.error.issues.slice(0, 3), null, 1)}`);
  return r.data;
}
