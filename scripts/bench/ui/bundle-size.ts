// slate_initial_js_gzip_kb: what the slate route makes the browser fetch before anything else runs —
// the module script of dist/index.html and every chunk it modulepreloads — gzipped as a server would.
// match_initial_js_gzip_kb: the same for a match page, whose page adds the chunks the gateway
// preloads for the route (gateway/site/route-preloads.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readManifest, routeFiles } from '../../../gateway/site/route-preloads';

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The JS files index.html loads first: `<script type="module" src>` and `<link rel="modulepreload" href>`. */
export function initialScripts(indexHtml: string): string[] {
  const srcs = new Set<string>();
  for (const tag of indexHtml.match(/<script\b[^>]*>/g) ?? [])
    if (/type=["']module["']/.test(tag)) {
      const src = /src=["']([^"']+)["']/.exec(tag)?.[1];
      if (src) srcs.add(src);
    }
  for (const tag of indexHtml.match(/<link\b[^>]*>/g) ?? [])
    if (/rel=["']modulepreload["']/.test(tag)) {
      const href = /href=["']([^"']+)["']/.exec(tag)?.[1];
      if (href) srcs.add(href);
    }
  return [...srcs];
}

/** The gzip size (zlib default level) of a file, in bytes. */
export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(file)).length;
}

/** Sums the gzip size of the slate's first JS in dist/. */
export function slateInitialJs(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = initialScripts(html).map((src) => ({
    src,
    gzip: gzipBytes(path.join(distDir, src.replace(/^\//, ''))),
  }));
  const total = files.reduce((sum, f) => sum + f.gzip, 0);
  return {
    figures: { slate_initial_js_gzip_kb: kb(total) },
    lines: files.map((f) => `  ${f.src}: ${kb(f.gzip)} kB gzip`),
  };
}

/** The match page's first JS: the slate's, plus what the gateway preloads for `/matches/:id`. */
export async function matchInitialJs(distDir: string) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const manifest = await readManifest(distDir);
  const own = initialScripts(html);
  const added = (manifest ? routeFiles(manifest, 'match') : []).filter((f) => !own.includes(f));
  const gzip = (src: string) => gzipBytes(path.join(distDir, src.replace(/^\//, '')));
  const ownBytes = own.reduce((sum, f) => sum + gzip(f), 0);
  const files = added.map((src) => ({ src, gzip: gzip(src) }));
  const addedBytes = files.reduce((sum, f) => sum + f.gzip, 0);
  return {
    figures: { match_initial_js_gzip_kb: kb(ownBytes + addedBytes) },
    files: own.length + files.length,
    lines: files.map((f) => `  + ${f.src}: ${kb(f.gzip)} kB gzip`),
  };
}

/**
 * The same sum for the JS files the page actually fetched from dist/, e.g. before the first row.
 * Scripts the gateway makes up (`/courtside-config.js`) are not part of the build and are skipped.
 */
export function fetchedJsGzipKb(distDir: string, urls: readonly string[]): number {
  let total = 0;
  for (const url of new Set(urls)) {
    const file = path.join(distDir, new URL(url).pathname.replace(/^\//, ''));
    if (file.endsWith('.js') && existsSync(file)) total += gzipBytes(file);
  }
  return kb(total);
}
