import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_READS } from '../../contract/first-reads';
import { THEME_BOOT_SCRIPT } from '../../contract/stored-theme';
import { browserIdOf } from '../budget/browser-id';
import { COMPRESSIBLE, compress, ENCODING_SUFFIX, pickEncoding } from './content-encoding';
import type { FirstScreenMatch } from '../../contract/first-reads';
import { firstScreenFor, isSlatePage, matchPageId, pageLocale } from './first-screen-html';
import { preloadRoute, readManifest, routeFiles, withPreloads } from './route-preloads';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Where the page learns its connection; an external script, since the CSP forbids inline ones. */
const CONFIG_SCRIPT_PATH = '/courtside-config.js';

/** What the browser is told: gateway mode on our `/api`. Never a key. */
const BROWSER_CONFIG = { mode: 'gateway', baseUrl: '/api', feedPath: '/api/ws' } as const;

/**
 * The runtime config script (read by src/api/connection.ts as `window.__COURTSIDE__`), which also
 * starts the page's first reads (contract/first-reads.ts) while the app's code downloads; the app's
 * fetch layer takes them from `window.__COURTSIDE_EARLY__` (src/api/early-reads.ts). On the phone
 * profile each was a round trip behind the code and the read before it.
 */
function configScript(): string {
  // The stored theme first, before the page's body is painted (contract/stored-theme.ts).
  return `window.__COURTSIDE__ = ${JSON.stringify(BROWSER_CONFIG)};
${THEME_BOOT_SCRIPT}(() => {
  const base = ${JSON.stringify(BROWSER_CONFIG.baseUrl)};
  const pages = ${JSON.stringify(FIRST_READS)};
  const early = {};
  for (const { page, reads } of pages) {
    const m = new RegExp(page).exec(location.pathname);
    if (!m) continue;
    for (const path of reads) {
      const url = base + path.replace('$1', m[1] || '');
      const res = fetch(url, { headers: { Accept: 'application/json' } });
      // Taken by the app (which asks again on a failure); never an unhandled rejection meanwhile.
      res.catch(() => {});
      early[url] = { at: performance.now(), res };
    }
    break;
  }
  window.__COURTSIDE_EARLY__ = early;
})();
`;
}

/** index.html with the config script just before the app's first script (or closing </head>). */
function withConfigScript(html: string): string {
  const tag = `<script src="${CONFIG_SCRIPT_PATH}"></script>`;
  const at = html.search(/<script\b/i);
  if (at >= 0) return `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}\n</head>`) : `${tag}\n${html}`;
}

/**
 * The body of a text file in the encoding the browser accepts, with `Content-Encoding` and `Vary`
 * set: a copy the build wrote beside the file (`file.br`, `file.gz`), else the file as it is. On a
 * phone's 1.6 Mbit/s link the slate's first JavaScript is about 0.6 s brotli'd and over 2 s raw.
 */
async function encodedFile(req: FastifyRequest, reply: FastifyReply, file: string): Promise<Buffer> {
  if (!COMPRESSIBLE.test(file)) return readFile(file);
  // Whatever was chosen, a cache must not hand this answer to a browser that accepts otherwise.
  reply.header('Vary', 'Accept-Encoding');
  const encoding = pickEncoding(req.headers['accept-encoding']);
  if (encoding) {
    const copy = file + ENCODING_SUFFIX[encoding];
    if (await isFile(copy)) {
      reply.header('Content-Encoding', encoding);
      return readFile(copy);
    }
  }
  return readFile(file);
}

/** Match pages whose named page is kept made (each in every encoding asked for); the oldest go first. */
const MAX_NAMED_PAGES = 500;

/** What the site may know beyond `dist/`. */
export interface SiteOptions {
  /**
   * A match's players' names as the gateway (or, on a desk, another instance) last read them; never
   * a read of the service's own, or null.
   */
  matchNames?: (id: number) => FirstScreenMatch | null | Promise<FirstScreenMatch | null>;
}

/** Serves the built app: hashed assets cached for good, any other path gets index.html (SPA routes). */
export function staticSite(app: FastifyInstance, distDir: string, options: SiteOptions = {}): void {
  const root = path.resolve(distDir);
  // The page is made here (the config script goes in; a route's page code is preloaded; the slate
  // gets its own first screen, a match page its names), so each form of it, and its compressed
  // copies, are made here once.
  const pages = new Map<string, string>();
  const index = async (
    route: string | null,
    slate: boolean,
    match: FirstScreenMatch | null,
    locale: string,
  ) => {
    // A named page is written in the request's language (its replay note's date).
    const key = `${route ?? ''} ${slate} ${match ? `${JSON.stringify(match)} ${locale}` : ''}`;
    let html = pages.get(key);
    if (html === undefined) {
      const file = await readFile(path.join(root, 'index.html'), 'utf8');
      const pathname = slate ? '/' : match ? `/matches/${match.id}` : '';
      html = withConfigScript(firstScreenFor(file, pathname, match, locale));
      const manifest = route ? await readManifest(root) : null;
      if (route && manifest) html = withPreloads(html, routeFiles(manifest, route));
      pages.set(key, html);
      if (pages.size > MAX_NAMED_PAGES) pages.delete(pages.keys().next().value as string);
    }
    return { key, html };
  };
  const packedPages = new Map<string, Buffer>();
  const indexBody = async (
    req: FastifyRequest,
    reply: FastifyReply,
    urlPath: string,
  ): Promise<string | Buffer> => {
    const route = preloadRoute(urlPath);
    const slate = isSlatePage(urlPath);
    const id = matchPageId(urlPath);
    const match = id === null ? null : ((await options.matchNames?.(id)) ?? null);
    const locale = match ? pageLocale(req.headers['accept-language']) : 'en-US';
    const { key, html } = await index(route, slate, match, locale);
    reply.header('Vary', match ? 'Accept-Encoding, Accept-Language' : 'Accept-Encoding');
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return html;
    const packedKey = `${key} ${encoding}`;
    let packed = packedPages.get(packedKey);
    if (!packed) {
      packed = compress(Buffer.from(html), encoding, { fast: match !== null });
      packedPages.set(packedKey, packed);
      if (packedPages.size > MAX_NAMED_PAGES) packedPages.delete(packedPages.keys().next().value as string);
    }
    reply.header('Content-Encoding', encoding);
    return packed;
  };

  app.get(CONFIG_SCRIPT_PATH, async (req, reply) => {
    // The browser's id is set here, before the script's reads go out together: each would otherwise
    // be given an id of its own, and the desk's fair share would count one browser twice.
    browserIdOf(req, reply);
    return reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(configScript());
  });

  app.get('/*', async (req, reply) => {
    const urlPath = decodeURIComponent(req.url.split('?')[0]);
    const file = path.resolve(root, `.${urlPath}`);
    // Nothing outside dist/ is ever served.
    if (file.startsWith(root + path.sep) && (await isFile(file)) && !file.endsWith(`${path.sep}index.html`)) {
      const immutable = urlPath.startsWith('/assets/');
      return reply
        .type(TYPES[path.extname(file)] ?? 'application/octet-stream')
        .header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .send(await encodedFile(req, reply, file));
    }
    if (path.extname(urlPath) !== '' && urlPath !== '/index.html')
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    try {
      return reply
        .type(TYPES['.html'])
        .header('Cache-Control', 'no-cache')
        .send(await indexBody(req, reply, urlPath));
    } catch {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The app is not built: run `npm run build`.');
    }
  });
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
