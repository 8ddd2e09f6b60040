import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../security/security-headers';
import { pickEncoding, writePrecompressed } from './content-encoding';
import { staticSite } from './static-site';

/** A module of the size and repetitiveness of a real chunk (compressible, well over a packet). */
const APP_JS = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const row${i} = () => render("row", ${i});`).join('\n'),
);

async function site() {
  const dist = await mkdtemp(path.join(tmpdir(), 'courtside-dist-'));
  await mkdir(path.join(dist, 'icons'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<html><head></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("push", () => {});');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Courtside"}');
  await writeFile(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app.js'), APP_JS);
  await writePrecompressed(path.join(dist, 'assets', 'app.js'), APP_JS);
  // A file the build left without copies (e.g. written by another plugin after the bundle).
  await writeFile(path.join(dist, 'assets', 'late.js'), APP_JS);
  const app = Fastify();
  securityHeaders(app, []);
  staticSite(app, dist);
  return app;
}

describe('static site: the installable app', () => {
  it('serves the service worker as JavaScript that is never cached for long, at the root scope', async () => {
    const app = await site();
    const res = await app.inject('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    // A worker cached for a year would never update; the browser checks it on every navigation.
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
  });

  it('serves the manifest with its own type and the icons as PNG, both allowed by the CSP', async () => {
    const app = await site();
    const manifest = await app.inject('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['content-security-policy']).toContain("manifest-src 'self'");
    const icon = await app.inject('/icons/icon-192.png');
    expect(icon.headers['content-type']).toBe('image/png');
  });
});

describe('static site: compressed answers', () => {
  const asset = async (acceptEncoding: string | undefined, url = '/assets/app.js') => {
    const app = await site();
    return app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
  };

  it("sends the build's brotli copy to a browser that accepts brotli", async () => {
    const res = await asset('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.rawPayload.length).toBeLessThan(APP_JS.length / 4);
    expect(brotliDecompressSync(res.rawPayload)).toEqual(APP_JS);
  });

  it('sends the gzip copy where brotli is refused or unknown', async () => {
    for (const accept of ['gzip, deflate', 'br;q=0, gzip']) {
      const res = await asset(accept);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(res.rawPayload)).toEqual(APP_JS);
    }
  });

  it('sends the file as it is to a client that accepts no encoding, or when no copy was built', async () => {
    for (const [accept, url] of [
      [undefined, '/assets/app.js'],
      ['identity', '/assets/app.js'],
      ['br, gzip', '/assets/late.js'],
    ] as const) {
      const res = await asset(accept, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.rawPayload).toEqual(APP_JS);
    }
  });

  it("compresses the page itself, with the connection's script in it", async () => {
    const br = await asset('br', '/matches/12');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('/courtside-config.js');
    const plain = await asset(undefined, '/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('/courtside-config.js');
  });

  it('leaves images alone: they are compressed in their own format', async () => {
    const res = await asset('br, gzip', '/icons/icon-192.png');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['BR;q=0.1, gzip;q=0.9', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
  ] as const)('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
