import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What Vite's build manifest (`dist/.vite/manifest.json`) says of one chunk. */
interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Pages a fan opens cold from a link (a shared match), by the files of their lazy route module and
 * of the contract check its first read loads (src/api/http.ts): a cold load of such a URL fetches
 * that code with the app's own instead of after the app has run. Matched by file name, so a module
 * may move between folders; `contract-check` is the chunk the build groups the check into
 * (vite.config.ts), the module names find it in a build without that group. The slate's code is
 * the app's.
 */
const ROUTE_PAGES: { route: string; path: RegExp; modules: string[] }[] = [
  {
    route: 'match',
    path: /^\/matches\/\d+\/?$/,
    modules: ['match-page.tsx', 'tolerant-parse.ts', 'browser-schemas.ts', 'contract-check'],
  },
];

/** Whether manifest entry `key` is the chunk of `module`: a module's own entry, or a shared `_name-hash.js`. */
function isChunkOf(manifest: Manifest, key: string, module: string): boolean {
  const base = (manifest[key].src ?? key).split('/').pop() ?? '';
  return (
    base === module || base.replace(/^_/, '').replace(/-[\w-]{8}\.js$/, '') === module.replace(/\.tsx?$/, '')
  );
}

/** The route of `pathname` whose page code is preloaded, or null. */
export function preloadRoute(pathname: string): string | null {
  return ROUTE_PAGES.find((r) => r.path.test(pathname))?.route ?? null;
}

/** The build's manifest, or null (a build without one: pages load their code as before). */
export async function readManifest(distDir: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The files (`/assets/…`) of `route`'s page chunk and every chunk it imports statically. */
export function routeFiles(manifest: Manifest, route: string): string[] {
  const page = ROUTE_PAGES.find((r) => r.route === route);
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    files.push(`/${manifest[k].file}`);
    for (const dep of manifest[k].imports ?? []) visit(dep);
  };
  for (const module of page?.modules ?? []) {
    const key = Object.keys(manifest).find((k) => isChunkOf(manifest, k, module));
    if (key) visit(key);
  }
  return files;
}

/** `html` with a modulepreload for each of `files` it does not already load, before `</head>`. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((f) => !html.includes(`"${f}"`))
    .map((f) => `<link rel="modulepreload" crossorigin href="${f}">`);
  return links.length === 0 ? html : html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}
