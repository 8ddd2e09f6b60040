import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from '../security/security-headers';
import { staticSite } from './static-site';

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
