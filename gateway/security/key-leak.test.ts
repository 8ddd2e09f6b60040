import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayHarness, gatewayHarness } from '../gateway.test-harness';

// The real production build, as `npm start` makes it, served by the gateway: the paid key must not
// be in the bundle, in anything the gateway answers, or in what the page is told at runtime.
const KEY = process.env.COURTSIDE_KEY ?? 'demo-ultra';
let dist: string;
let h: GatewayHarness;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'courtside-build-'));
  await build({ logLevel: 'silent', build: { outDir: dist, emptyOutDir: true } });
  h = await gatewayHarness(dist, KEY);
  // The whole production build: no limit of its own but the hooks' (vitest.config.ts), which is set
  // for a busy machine (at load 25-31 it ran past 120 s).
});
afterAll(() => h?.close());

describe('the key never leaks', () => {
  it('is not in any file of the built bundle', async () => {
    const files = await filesUnder(dist);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const file of files) expect(await readFile(file, 'utf8'), file).not.toContain(KEY);
  });

  it('the built page has no inline script the CSP would block', async () => {
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc=/);
  });

  it('is in no header or body of what the gateway serves, assets included', async () => {
    const assets = (await filesUnder(dist)).map(
      (f) => `/${path.relative(dist, f).split(path.sep).join('/')}`,
    );
    const paths = [
      '/',
      '/live',
      '/courtside-config.js',
      '/api/health',
      '/api/matches',
      '/api/ws-token',
      ...assets,
    ];
    for (const p of paths) {
      const res = await fetch(`${h.gatewayUrl}${p}`);
      const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
      expect(headers, p).not.toContain(KEY);
      expect(await res.text(), p).not.toContain(KEY);
    }
  });

  it('the browser-facing config names the gateway and carries no key', async () => {
    const text = await (await fetch(`${h.gatewayUrl}/courtside-config.js`)).text();
    expect(text).not.toContain(KEY);
    // Its first line is the config; the rest starts the first reads (static-site.ts).
    const line = text.split('\n')[0];
    const json = JSON.parse(line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1)) as Record<
      string,
      unknown
    >;
    expect(json).toEqual({ mode: 'gateway', baseUrl: '/api', feedPath: '/api/ws' });
  });
});
