import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, loadConfigFromFile, type PluginOption, preview, type UserConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_BOOT_SCRIPT, THEME_KEY } from '../../contract/stored-theme';
import { THEME_BOOT_PATH, themeBootPlugin } from './theme-boot';

// Served without the gateway (`npm run dev`, `vite preview`), the page must carry the theme script in
// its head and the server must answer it: otherwise the first screen is painted in the system's theme.

const INDEX = path.resolve('index.html');

/**
 * The <html> classes once the page's head has run the served script, with `stored` in localStorage
 * (the script touches nothing else of the page).
 */
function paintedClasses(html: string, script: string, stored: string | null): string {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  expect(head).toContain(`<script src="${THEME_BOOT_PATH}"></script>`);
  const classes = new Set<string>();
  const documentElement = { classList: { add: (c: string) => classes.add(c) }, style: {} };
  const localStorage = { getItem: (key: string) => (key === THEME_KEY ? stored : null) };
  new Function('localStorage', 'document', script)(localStorage, { documentElement });
  return [...classes].join(' ');
}

/** Every plugin of a config's (nested) plugin list, by name. */
const pluginNames = (plugins: PluginOption[] | undefined): string[] =>
  (plugins ?? []).flatMap((p) =>
    Array.isArray(p) ? pluginNames(p) : p && typeof p === 'object' && 'name' in p ? [p.name] : [],
  );

describe('theme before the first paint without the gateway', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'courtside-theme-'));
    await writeFile(path.join(dir, 'index.html'), await readFile(INDEX, 'utf8'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('is in the project’s Vite config', async () => {
    const env = { command: 'serve', mode: 'development' } as const;
    const loaded = await loadConfigFromFile(env, path.resolve('vite.config.ts'));
    const config = loaded?.config as UserConfig | ((e: typeof env) => UserConfig) | undefined;
    const resolved = typeof config === 'function' ? config(env) : config;
    expect(pluginNames(resolved?.plugins)).toContain('courtside-theme-boot');
  });

  it('the dev server puts it in the page and serves it', async () => {
    const server = await createServer({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [themeBootPlugin()],
      server: { host: '127.0.0.1', port: 0, ws: false },
    });
    await server.listen();
    try {
      const { port } = (server.httpServer as NonNullable<typeof server.httpServer>).address() as AddressInfo;
      const page = await (
        await fetch(`http://127.0.0.1:${port}/`, { headers: { Accept: 'text/html' } })
      ).text();
      const script = await (await fetch(`http://127.0.0.1:${port}${THEME_BOOT_PATH}`)).text();
      // The gateway's config script carries the same text (gateway/site/static-site.ts).
      expect(script).toBe(THEME_BOOT_SCRIPT);
      expect(paintedClasses(page, script, 'dark')).toBe('dark');
      expect(paintedClasses(page, script, 'light')).toBe('light');
      expect(paintedClasses(page, script, null)).toBe('');
    } finally {
      await server.close();
    }
  });

  it('the preview server puts it in every page it serves, the single-page fallback included', async () => {
    const server = await preview({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [themeBootPlugin()],
      build: { outDir: '.' },
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const script = await (await fetch(`http://127.0.0.1:${port}${THEME_BOOT_PATH}`)).text();
      for (const route of ['/', '/history/matches/1004364']) {
        const page = await (
          await fetch(`http://127.0.0.1:${port}${route}`, { headers: { Accept: 'text/html' } })
        ).text();
        expect(paintedClasses(page, script, 'dark')).toBe('dark');
      }
    } finally {
      await server.close();
    }
  });
});
