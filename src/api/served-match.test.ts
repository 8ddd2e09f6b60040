// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { servedMatchNames } from './served-match';

afterEach(() => {
  document.body.innerHTML = '';
});

const serve = (attr: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-first-screen-match', attr);
  document.body.append(root);
};

describe('servedMatchNames', () => {
  it('reads the names the gateway wrote for this match', () => {
    serve(
      JSON.stringify({
        id: 12,
        p1: 'Jo-Wilfried Tsonga',
        p2: '<b>Gaël</b> Monfils',
        replay: { event: '2012 US Open', date: '2012-08-27' },
      }),
    );
    expect(servedMatchNames(12)).toEqual({
      id: 12,
      p1: 'Jo-Wilfried Tsonga',
      p2: '<b>Gaël</b> Monfils',
      replay: { event: '2012 US Open', date: '2012-08-27' },
    });
  });

  it('is null for another match, a page without names, or names it cannot read', () => {
    serve(JSON.stringify({ id: 12, p1: 'A', p2: 'B' }));
    expect(servedMatchNames(13)).toBeNull();
    expect(servedMatchNames(null)).toBeNull();
    document.body.innerHTML = '';
    expect(servedMatchNames(12)).toBeNull();
    serve('{not json');
    expect(servedMatchNames(12)).toBeNull();
    document.body.innerHTML = '';
    serve(JSON.stringify({ id: 12, p1: '', p2: 3 }));
    expect(servedMatchNames(12)).toBeNull();
  });
});
