import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { THEME_BOOT_SCRIPT } from '../../contract/stored-theme';

// The theme chosen in Settings, on <html> before the first paint when the app is served without the
// gateway (`npm run dev`, `vite preview`). The gateway's /courtside-config.js does this for its pages;
// without it the HTML first screen was painted in the system's theme and switched once React ran.
// The page's CSP forbids inline scripts, so this too is an external script in the head, served by
// the dev and preview servers only: a build stays as the gateway and static hosts expect it. The
// script is the gateway's own (contract/stored-theme.ts).

/** Where the dev and preview servers serve the theme script. */
export const THEME_BOOT_PATH = '/courtside-theme.js';

/** index.html with the theme script at the end of its head, before anything in the body is painted. */
function withThemeBoot(html: string): string {
  return html.replace(/<\/head>/i, `  <script src="${THEME_BOOT_PATH}"></script>\n  </head>`);
}

function sendScript(res: ServerResponse): void {
  res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(THEME_BOOT_SCRIPT);
}

/** A page navigation the preview answers with index.html (its single-page fallback included). */
function isPageRequest(req: IncomingMessage): boolean {
  const url = (req.url ?? '/').split('?')[0];
  if (req.method !== 'GET' || url.startsWith('/api')) return false;
  if (url === '/' || url === '/index.html') return true;
  return path.extname(url) === '' && (req.headers.accept ?? '').includes('text/html');
}

/** The Vite plugin: serves the script and puts it in the page, in dev and preview only. */
export function themeBootPlugin(): Plugin {
  return {
    name: 'courtside-theme-boot',
    transformIndexHtml: (html, ctx) => (ctx.server ? withThemeBoot(html) : html),
    configureServer(server) {
      server.middlewares.use((req, res, next) => (req.url === THEME_BOOT_PATH ? sendScript(res) : next()));
    },
    configurePreviewServer(server) {
      const index = path.resolve(server.config.root, server.config.build.outDir, 'index.html');
      server.middlewares.use((req, res, next) => {
        if (req.url === THEME_BOOT_PATH) return sendScript(res);
        if (!isPageRequest(req)) return next();
        readFile(index, 'utf8').then(
          (html) => {
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
            res.end(withThemeBoot(html));
          },
          () => next(),
        );
      });
    },
  };
}
