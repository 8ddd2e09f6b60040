import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstScreenFor, pageLocale, replayWords } from './first-screen-html';

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
      replay: { event: '2014 Australian Open men’s singles', date: '2014-01-13' },
    });
    expect(page).toContain(
      'A real match from 2014 Australian Open men’s singles, event began Jan 13, 2014, played',
    );
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
      replay: { event: '2014 Australian Open men’s singles', date: '2014-01-13' },
    });
  });

  it('fills in a name that spells a stand-in as it is, and names no other page', () => {
    const page = firstScreenFor(index, '/matches/12', { id: 12, p1: '{{p2}}', p2: 'B', replay: null });
    expect(page).toContain('>{{p2}} v B</h1>');
    // Not a replay: no replay note.
    expect(page).not.toContain('replay-note');
    expect(page).toContain('data-testid="match-placeholder"');
    const past = firstScreenFor(index, '/matches/12', {
      id: 12,
      p1: 'A',
      p2: 'B',
      replay: { event: null, date: 'x' },
    });
    expect(past).toContain('A real match from the past, played back');
    for (const other of ['/matches/13', '/matches/012', '/trade', '/']) {
      const served = firstScreenFor(index, other, { id: 12, p1: 'A', p2: 'B', replay: null });
      expect(served).not.toContain('A v B');
      expect(served).not.toContain('data-first-screen-match');
    }
    // Without names a match page keeps the generic first screen.
    expect(firstScreenFor(index, '/matches/12')).toContain('Loading the page…');
  });

  it('writes the replay’s date in the page’s language', () => {
    const replay = { event: 'E', date: '2014-01-13' };
    expect(replayWords(replay, pageLocale('en-GB,en;q=0.8'))).toBe('E, event began 13 Jan 2014');
    expect(replayWords(replay, pageLocale(undefined))).toBe('E, event began Jan 13, 2014');
    expect(pageLocale('*')).toBe('en-US');
    expect(pageLocale('not a tag!')).toBe('en-US');
  });

  it('leaves a page without the template as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(firstScreenFor(plain, '/')).toBe(plain);
  });
});
