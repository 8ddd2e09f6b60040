import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenFor } from './first-screen-html';

const index = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');

describe('firstScreenFor', () => {
  it('serves the slate its heading and placeholder rows, and every page the data credit', () => {
    const slate = firstScreenFor(index, '/');
    const match = firstScreenFor(index, '/matches/12');
    for (const page of [slate, match]) {
      expect(page).toContain('Tennis Abstract');
      expect(page).not.toContain('<template');
      expect(page.match(/<div id="root">/g)).toHaveLength(1);
      expect(page).toContain('<script type="module"');
    }
    expect(slate).toContain('Live matches');
    expect(slate).toContain('data-testid="slate-placeholder"');
    expect(match).not.toContain('Live matches');
    expect(match).toContain('Loading the page…');
  });

  it('serves a match page whose names it holds its heading and scoreboard frame with them, escaped', () => {
    const page = firstScreenFor(index, '/matches/12', {
      id: 12,
      p1: 'Jo-Wilfried Tsonga',
      p2: '<b>O’Neil</b> & "Co"',
      replay: true,
    });
    expect(page).toContain(
      '<h1 class="min-w-0 break-words text-xl font-bold tracking-tight sm:text-2xl">Jo-Wilfried Tsonga v &lt;b&gt;O’Neil&lt;/b&gt; &amp; &quot;Co&quot;</h1>',
    );
    expect(page).toContain('data-testid="match-placeholder"');
    expect(page).not.toContain('<b>');
    expect(page).not.toMatch(/\{\{p[12]\}\}/);
    expect(page).not.toContain('<template');
    // The app's first render reads the same names from #root.
    const named = /<div id="root" data-first-screen-match="([^"]*)">/.exec(page)?.[1] ?? '';
    const unescaped = named
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
    expect(JSON.parse(unescaped)).toEqual({
      id: 12,
      p1: 'Jo-Wilfried Tsonga',
      p2: '<b>O’Neil</b> & "Co"',
      replay: true,
    });
  });

  it('fills in a name that spells a stand-in as it is, and names no other page', () => {
    const page = firstScreenFor(index, '/matches/12', { id: 12, p1: '{{p2}}', p2: 'B', replay: false });
    expect(page).toContain('>{{p2}} v B</h1>');
    // Not a replay: no place for a replay's note.
    expect(page).not.toContain('replay-placeholder');
    expect(firstScreenFor(index, '/matches/12', { id: 12, p1: 'A', p2: 'B', replay: true })).toContain(
      'data-testid="replay-placeholder"',
    );
    for (const other of ['/matches/13', '/matches/012', '/trade', '/']) {
      const served = firstScreenFor(index, other, { id: 12, p1: 'A', p2: 'B', replay: true });
      expect(served).not.toContain('A v B');
      expect(served).not.toContain('data-first-screen-match');
    }
    // Without names a match page keeps the generic first screen.
    expect(firstScreenFor(index, '/matches/12')).toContain('Loading the page…');
  });

  it('leaves a page without the template as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(firstScreenFor(plain, '/')).toBe(plain);
  });
});
