// @vitest-environment jsdom
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_MATCH_ATTRIBUTE, MATCH_FIRST_SCREEN } from '../../contract/first-reads';
import { Shell } from './shell';

// index.html carries the app's first screen as HTML, so a phone paints the frame (header, the data
// credit, placeholders) as soon as the page and its CSS arrive, before the app's code has run; React
// then draws the same boxes in their place. The markup is the app's own (the pending Shell) rendered
// here: a change to the shell fails this test until index.html is rewritten with
// `WRITE_HTML_SHELL=1 npx vitest run src/app/html-shell.test.tsx`.

// The project's root (vitest runs from it): jsdom's import.meta.url is not a file URL.
const INDEX = path.resolve('index.html');

/** The pending shell at `path`, as static HTML. */
const shellAt = (path: string) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <Shell pending />
    </MemoryRouter>,
  );

/**
 * A replayed match page's first screen with stand-ins for the names, as the app draws it when the
 * page names the match on #root: the gateway serves it with the match's names in their place (and
 * without the replay note's place for a match that is not a replay).
 */
function matchShell(): string {
  const { slots } = MATCH_FIRST_SCREEN;
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(
    FIRST_SCREEN_MATCH_ATTRIBUTE,
    JSON.stringify({
      id: 1,
      p1: slots.p1,
      p2: slots.p2,
      replay: { event: slots.replay, date: null },
    }),
  );
  document.body.append(root);
  try {
    return shellAt('/matches/1');
  } finally {
    root.remove();
  }
}

/**
 * index.html's body as it should be: any page's first screen in #root, the slate's and a match
 * page's in templates.
 */
function expectedBody(): string {
  return [
    '<body class="bg-slate-50 text-slate-900 antialiased dark:bg-slate-950 dark:text-slate-100">',
    '    <noscript>Courtside needs JavaScript to show live scores.</noscript>',
    // A path no route claims: the frame with no link marked current and the generic placeholder.
    `    <div id="root">${shellAt('/_')}</div>`,
    // gateway/site/first-screen-html.ts serves it in #root on "/".
    `    <template id="slate-first-screen">${shellAt('/')}</template>`,
    `    <template id="${MATCH_FIRST_SCREEN.templateId}">${matchShell()}</template>`,
    '    <script type="module" src="/src/main.tsx"></script>',
    '  </body>',
  ].join('\n');
}

const BODY = /<body[\s\S]*<\/body>/;

describe('index.html’s first screen', () => {
  it('is the pending shell the app draws, for any page and (in templates) for the slate and a match page', () => {
    const html = readFileSync(INDEX, 'utf8');
    if (process.env.WRITE_HTML_SHELL === '1') writeFileSync(INDEX, html.replace(BODY, expectedBody()));
    expect(readFileSync(INDEX, 'utf8').match(BODY)?.[0]).toBe(expectedBody());
  });
});
