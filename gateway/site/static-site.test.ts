import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstReads } from '../../contract/first-reads';
import { THEME_BOOT_SCRIPT, THEME_KEY } from '../../contract/stored-theme';
import { securityHeaders } from '../security/security-headers';
import { pickEncoding, writePrecompressed } from './content-encoding';
import { staticSite } from './static-site';

/** A module of the size and repetitiveness of a real chunk (compressible, well over a packet). */
const APP_JS = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const row${i} = () => render("row", ${i});`).join('\n'),
);

/** A page with a first screen for any route in #root and the slate's in its template (index.html's shape). */
const INDEX_HTML =
  '<html><head></head><body>\n<div id="root"><main>any page</main></div>\n' +
  '<template id="slate-first-screen"><main>the slate</main></template>\n</body></html>';

async function site() {
  const dist = await mkdtemp(path.join(tmpdir(), 'courtside-dist-'));
  await mkdir(path.join(dist, 'icons'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
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

describe('static site: each route’s first screen', () => {
  it('serves the slate its own first screen and every other page the generic one, template dropped', async () => {
    const app = await site();
    for (const encoding of [undefined, 'gzip']) {
      const headers = encoding ? { 'accept-encoding': encoding } : {};
      const read = async (url: string) => {
        const res = await app.inject({ url, headers });
        return encoding ? gunzipSync(res.rawPayload).toString() : res.body;
      };
      const slate = await read('/');
      const match = await read('/matches/12');
      expect(slate).toContain('<div id="root"><main>the slate</main></div>');
      expect(match).toContain('<div id="root"><main>any page</main></div>');
      for (const page of [slate, match]) expect(page).not.toContain('<template');
    }
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

describe('static site: the config script starts the first reads', () => {
  /** Runs the served script as a page at `pathname` would, recording what it fetches. */
  async function runConfig(pathname: string) {
    const app = await site();
    const script = (await app.inject('/courtside-config.js')).body;
    const asked: string[] = [];
    const page: Record<string, unknown> = {};
    const fetch = (url: string) => {
      asked.push(url);
      return Promise.resolve(new Response('{}'));
    };
    new Function('window', 'location', 'fetch', 'performance', script)(page, { pathname }, fetch, {
      now: () => 1,
    });
    return { asked, page };
  }

  it('on the slate: the usage read and the live list, under the app base, left for the app by URL', async () => {
    const { asked, page } = await runConfig('/');
    expect(asked).toEqual(['/api/usage', '/api/matches?status=live&limit=200']);
    expect(Object.keys(page.__COURTSIDE_EARLY__ as object)).toEqual(asked);
    expect(page.__COURTSIDE__).toEqual({ mode: 'gateway', baseUrl: '/api', feedPath: '/api/ws' });
  });

  it('on a match page: the usage read and the match; elsewhere the usage read alone', async () => {
    expect((await runConfig('/matches/12')).asked).toEqual(['/api/usage', '/api/matches/12']);
    for (const p of ['/trade', '/matches/012', '/matches/12/points', '/players/12'])
      expect((await runConfig(p)).asked, p).toEqual(['/api/usage']);
  });

  it('asks what the shared table says, for each kind of page', async () => {
    for (const p of ['/', '/matches/1004111', '/settings']) {
      const { asked } = await runConfig(p);
      expect(asked, p).toEqual(firstReads(p).map((r) => `/api${r}`));
    }
  });
});

describe('static site: the config script paints the chosen theme', () => {
  /** Runs the served script with `stored` as the theme choice in localStorage; <html>'s marks after. */
  async function themeAfter(stored: string | null, storage?: { getItem(key: string): string | null }) {
    const app = await site();
    const script = (await app.inject('/courtside-config.js')).body;
    // <html> as far as the script touches it.
    const classes: string[] = [];
    const root = { classList: { add: (c: string) => classes.push(c) }, style: { colorScheme: '' } };
    const localStorage = storage ?? { getItem: (key: string) => (key === THEME_KEY ? stored : null) };
    new Function('window', 'location', 'fetch', 'performance', 'localStorage', 'document', script)(
      {},
      { pathname: '/' },
      () => Promise.resolve(new Response('{}')),
      { now: () => 1 },
      localStorage,
      { documentElement: root },
    );
    return { classes, colorScheme: root.style.colorScheme };
  }

  it('marks <html> with the theme chosen in Settings before the page paints', async () => {
    expect(await themeAfter('dark')).toEqual({ classes: ['dark'], colorScheme: 'dark' });
    expect(await themeAfter('light')).toEqual({ classes: ['light'], colorScheme: 'light' });
  });

  it('leaves the system to decide with no choice, an unknown one, or storage that throws', async () => {
    for (const stored of [null, 'purple'])
      expect(await themeAfter(stored)).toEqual({ classes: [], colorScheme: '' });
    const throwing = {
      getItem: (): string | null => {
        throw new Error('denied');
      },
    };
    expect(await themeAfter(null, throwing)).toEqual({ classes: [], colorScheme: '' });
  });

  it('is the one theme script, in the head before the body is painted, under a CSP with no inline script', async () => {
    const app = await site();
    const page = await app.inject('/rankings');
    const head = /<head>([\s\S]*)<\/head>/.exec(page.body)?.[1] ?? '';
    expect(head).toContain('<script src="/courtside-config.js"></script>');
    expect(String(page.headers['content-security-policy'])).toMatch(/script-src 'self'(;|$)/);
    // The dev and preview servers serve the same text (src/app/theme-boot.ts): one source for both.
    expect((await app.inject('/courtside-config.js')).body).toContain(THEME_BOOT_SCRIPT);
  });
});

describe('static site: the config script names the browser', () => {
  it('sets the browser id cookie for /api before its reads go out together, and keeps one it has', async () => {
    const app = await site();
    const fresh = await app.inject('/courtside-config.js');
    expect(String(fresh.headers['set-cookie'])).toMatch(
      /^courtside_browser=[\w-]{16,}; Path=\/api; HttpOnly/,
    );
    const known = await app.inject({
      url: '/courtside-config.js',
      headers: { cookie: 'courtside_browser=abcdefghijklmnopqrstuv' },
    });
    expect(known.headers['set-cookie']).toBeUndefined();
  });
});

describe('static site: a match URL loads its page code with the app', () => {
  it("preloads the build manifest's match page chunks on /matches/:id, and only there", async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'courtside-dist-'));
    await mkdir(path.join(dist, '.vite'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<html><head><script type="module" src="/assets/index.js"></script></head><body></body></html>',
    );
    await writeFile(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/features/match/match-page.tsx': { file: 'assets/match-page-X.js' } }),
    );
    const withManifest = Fastify();
    staticSite(withManifest, dist);
    const match = await withManifest.inject('/matches/12');
    expect(match.body).toContain('<link rel="modulepreload" crossorigin href="/assets/match-page-X.js">');
    const slate = await withManifest.inject('/');
    expect(slate.body).not.toContain('match-page-X');
  });
});
