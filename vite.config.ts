import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defaultAllowedHosts, hostPolicy } from './gateway/security/host-guard';
import { decideApiRequest } from './gateway/rest/route-allowlist';
import { upgradeRefusal } from './gateway/feed/ws-proxy';
import { writePrecompressed } from './gateway/site/content-encoding';
import { themeBootPlugin } from './src/app/theme-boot';

const serviceBase = process.env.COURTSIDE_BASE_URL ?? 'http://127.0.0.1:8787';
// The key stays in this Node process: it is added to proxied requests and never bundled into the page
// (only VITE_-prefixed variables reach the browser). This is the dev-server twin of gateway/ (which
// serves the production build for `npm start`): same `/api` and `/api/ws` paths, key added here.
const serviceKey = process.env.COURTSIDE_KEY ?? 'demo-ultra';
const uiPort = Number(process.env.PORT_UI ?? 5173);

// The same rules as the gateway (gateway/rest/route-allowlist.ts): only the contract's routes and methods
// reach the service with the key; anything else is answered here and never forwarded.
const apiProxy: ProxyOptions = {
  target: serviceBase,
  changeOrigin: true,
  rewrite: (path) => path.replace(/^\/api(?=\/|$)/, ''),
  headers: { 'X-API-Key': serviceKey },
  bypass: (req, res) => {
    const decision = decideApiRequest(req.method ?? 'GET', req.url ?? '/');
    if (decision.kind === 'forward' || !res) return undefined;
    if (decision.kind === 'options') res.writeHead(204, { Allow: decision.allow.join(', ') }).end();
    else
      res
        .writeHead(decision.refusal.status, {
          'Content-Type': 'application/json',
          ...decision.refusal.headers,
        })
        .end(JSON.stringify(decision.refusal.body));
    // Answered: Vite sees the response ended and proxies nothing.
    return req.url;
  },
  configure: (proxy) => {
    // Answer in the service's error-body shape so the page can say "unreachable" instead of a bare 502.
    proxy.on('error', (err, _req, res) => {
      if (!('writeHead' in res)) return;
      const response = res as ServerResponse;
      if (response.headersSent || response.writableEnded) return;
      response.writeHead(502, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ error: 'service_unreachable', detail: err.message }));
    });
  },
};

// The native feed: `/api/ws` → `{base}/ws`, the key added to the upgrade request as for REST. As at
// the gateway, the handshake must come from the dev server's own page (Origin).
const devHosts = hostPolicy(defaultAllowedHosts('127.0.0.1', uiPort));
const feedProxy: ProxyOptions = {
  target: serviceBase,
  ws: true,
  changeOrigin: true,
  rewrite: () => '/ws',
  headers: { 'X-API-Key': serviceKey },
  bypass: (req) => (upgradeRefusal(req, devHosts) ? false : undefined),
};

// The feed's key first (the first matching entry takes a WebSocket upgrade), as a pattern: a plain
// '/api/ws' prefix would also catch '/api/ws-token'.
const proxy = { '^/api/ws(\\?|$)': feedProxy, '/api': apiProxy };

// The service worker is ours (src/sw/sw.ts: it shows notifications and pushes); the plugin only
// injects the list of built files it precaches. The manifest and icons are plain files in public/.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    // The shell: the page, its code and styles, the icons and the manifest (data is the page's to keep).
    globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
    // The worker precaches the lazy routes too, so a page opened offline for the first time still works.
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

// react-router publishes its development build (dev warnings and their messages on) under every
// export condition; the build takes the production twin it ships beside it.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** The app's `react-router-dom`: react-router with a light Link and NavLink (src/app/router-dom.tsx). */
const routerDomAlias = {
  find: /^react-router-dom$/,
  replacement: fileURLToPath(new URL('./src/app/router-dom.tsx', import.meta.url)),
};

/**
 * react-router creates its components and contexts at module level (`forwardRef`, `createContext`,
 * `memo`) and names them (`X.displayName = …`) without marking either free of side effects, so the
 * bundler kept every one the app never renders (Form, the framework's Link, ScrollRestoration…).
 * Marked pure and unnamed here (React only shows names in its dev tools), unused ones are dropped.
 */
const reactRouterTreeShaking: Plugin = {
  name: 'courtside:react-router-tree-shaking',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!id.includes('/react-router/dist/production/chunk-')) return null;
    return code
      .replace(
        /^var (\w+) = (React\d*\.(?:forwardRef|createContext|memo))\(/gm,
        'var $1 = /* @__PURE__ */ $2(',
      )
      .replace(/^\s*[\w.]+\.displayName = "[^"]*";$/gm, '');
  },
};

/**
 * Brotli and gzip copies of every text file of the build, beside it (`app.js.br`, `app.js.gz`), for
 * the gateway to send to a browser that accepts them (gateway/site/static-site.ts). Written once here
 * at the strongest setting, rather than per request at a fast one. The journeys' build alone skips
 * them (`COURTSIDE_PRECOMPRESS=off`, playwright.config.ts): brotli's 11 is about 4 CPU-seconds at
 * the end of a build the first journey waits for, and no journey reads the copies (the gateway then
 * sends each file as it is; its own tests check the copies are chosen).
 */
const precompress: Plugin = {
  name: 'courtside:precompress',
  apply: (_config, { command }) => command === 'build' && process.env.COURTSIDE_PRECOMPRESS !== 'off',
  async writeBundle(options, bundle) {
    const dir = options.dir ?? 'dist';
    await Promise.all(
      Object.values(bundle).map((out) => {
        const bytes = out.type === 'chunk' ? Buffer.from(out.code) : Buffer.from(out.source);
        return writePrecompressed(path.join(dir, out.fileName), bytes);
      }),
    );
  },
};

/**
 * Fewer, larger chunks on a first screen's path. A phone's browser fetches a page's files over six
 * HTTP/1.1 connections, a 150 ms round trip each: the slate's ~20 small chunks took them all, and
 * the page's first reads (started by /courtside-config.js) queued behind the code. One chunk holds
 * everything the app's entry imports statically; one the contract check every first read loads
 * (zod's core, zod/mini's schemas, the tolerant parse); one the small pieces of the kit a match
 * page's first screen shares with other pages (each was a chunk of its own, under 1 kB gzip).
 */
const FIRST_SCREEN_CHUNKS = [
  { name: 'first', tags: ['$initial' as const] },
  {
    name: 'contract-check',
    test: /[\\/](api[\\/](tolerant-parse|error-model)\.ts|contract[\\/]mini[\\/]browser-schemas\.ts|zod[\\/]v4[\\/]mini[\\/])/,
  },
  {
    name: 'page-kit',
    test: /[\\/](components[\\/](absent-value|local-time-text|url-tabs)\.tsx|lib[\\/]use-now\.ts|live[\\/]store[\\/]feed-stale\.ts|match-views[\\/]feed-stale-badge\.tsx|contract[\\/]int-id\.ts)$/,
  },
];

export default defineConfig(({ command }) => ({
  // themeBootPlugin: the stored theme before the first paint without the gateway (dev and preview).
  plugins: [react(), tailwindcss(), pwa, reactRouterTreeShaking, precompress, themeBootPlugin()],
  resolve: {
    alias: [
      routerDomAlias,
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  // No modulepreload polyfill (0.5 kB gzip of the slate's first JS): every browser the app targets
  // reads `<link rel="modulepreload">` itself, and one that did not would still load each chunk
  // through its imports, only without the head start.
  // The manifest tells the gateway which chunks a route's page needs (gateway/site/route-preloads.ts).
  build: {
    modulePreload: { polyfill: false },
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: FIRST_SCREEN_CHUNKS } } },
  },
  server: { host: '127.0.0.1', port: uiPort, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: uiPort, strictPort: true, proxy },
}));
