import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { preloadRoute, routeFiles, withPreloads } from './route-preloads';

// The shape Vite writes: keys are source paths (entries, lazy modules) or `_chunk.js` (shared code).
const manifest = {
  'index.html': { file: 'assets/index-A.js', src: 'index.html', imports: ['_react-B.js'] },
  '_react-B.js': { file: 'assets/react-B.js' },
  '_tabs-C.js': { file: 'assets/tabs-C.js', imports: ['_react-B.js', '_chart-D.js'] },
  '_chart-D.js': { file: 'assets/chart-D.js' },
  'src/features/match/match-page.tsx': {
    file: 'assets/match-page-E.js',
    src: 'src/features/match/match-page.tsx',
    imports: ['_react-B.js', '_tabs-C.js'],
  },
  'src/api/tolerant-parse.ts': { file: 'assets/tolerant-parse-G.js', src: 'src/api/tolerant-parse.ts' },
  '_browser-schemas-Hx_y-123.js': { file: 'assets/browser-schemas-Hx_y-123.js', imports: ['_chart-D.js'] },
  'src/features/trade/trade-page.tsx': { file: 'assets/trade-page-F.js', imports: ['_react-B.js'] },
};

const page = `<html><head>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
  </head><body></body></html>`;

describe('route preloads', () => {
  it('a match URL preloads the match page, what it imports and the contract check of its first read, nothing the page loads already', () => {
    expect(preloadRoute('/matches/1004111')).toBe('match');
    const files = routeFiles(manifest, 'match');
    expect(files).toEqual([
      '/assets/match-page-E.js',
      '/assets/react-B.js',
      '/assets/tabs-C.js',
      '/assets/chart-D.js',
      '/assets/tolerant-parse-G.js',
      '/assets/browser-schemas-Hx_y-123.js',
    ]);
    const html = withPreloads(page, files);
    for (const f of ['match-page-E', 'tabs-C', 'chart-D'])
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${f}.js">`);
    expect(html.match(/react-B/g)).toHaveLength(1);
    expect(html.indexOf('match-page-E')).toBeLessThan(html.indexOf('</head>'));
  });

  it('the slate and other pages keep the page as built', () => {
    for (const p of ['/', '/trade', '/matches', '/matches/12/extra', '/players/4'])
      expect(preloadRoute(p)).toBeNull();
    expect(withPreloads(page, [])).toBe(page);
  });

  it('a build whose manifest lacks the page preloads nothing', () => {
    expect(routeFiles({ 'index.html': manifest['index.html'] }, 'match')).toEqual([]);
  });

  it('names a module the app really loads lazily as its match route (a rename would drop the preload)', () => {
    const lazyPages = readFileSync(new URL('../../src/app/lazy-pages.tsx', import.meta.url), 'utf8');
    expect(lazyPages).toMatch(/import\('[^']*\/match-page'\)/);
    const http = readFileSync(new URL('../../src/api/http.ts', import.meta.url), 'utf8');
    expect(http).toContain("import('./tolerant-parse')");
    const matches = readFileSync(new URL('../../src/api/matches.ts', import.meta.url), 'utf8');
    expect(matches).toMatch(/import\('[^']*\/browser-schemas'\)/);
  });

  it('finds the contract check in the chunk the build groups it into', () => {
    const grouped = {
      'index.html': manifest['index.html'],
      'src/features/match/match-page.tsx': { file: 'assets/match-page-E.js', imports: ['_page-kit-K.js'] },
      '_page-kit-K.js': { file: 'assets/page-kit-K.js' },
      '_contract-check-Ab_1-xyz.js': { file: 'assets/contract-check-Ab_1-xyz.js' },
    };
    expect(routeFiles(grouped, 'match')).toEqual([
      '/assets/match-page-E.js',
      '/assets/page-kit-K.js',
      '/assets/contract-check-Ab_1-xyz.js',
    ]);
    const vite = readFileSync(new URL('../../vite.config.ts', import.meta.url), 'utf8');
    expect(vite).toContain("name: 'contract-check'");
  });
});
