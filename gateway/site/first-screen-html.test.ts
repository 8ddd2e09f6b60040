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

  it('leaves a page without the template as it is', () => {
    const plain = '<html><body><div id="root"></div></body></html>';
    expect(firstScreenFor(plain, '/')).toBe(plain);
  });
});
