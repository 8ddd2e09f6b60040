import { vi } from 'vitest';
import { json } from '../../test/test-render';

type Answer = Response | (() => Response);

/**
 * A fetch stub answering by the path's ending (the gateway prefix varies), longest first, and
 * recording every requested URL so tests can assert what the page asked for.
 */
export function stubFetch(routes: Record<string, Answer>) {
  const urls: URL[] = [];
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  const mock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    const key = keys.find((k) => url.pathname.endsWith(k));
    if (!key) return json(404, { error: 'not_found' });
    const a = routes[key];
    return typeof a === 'function' ? a() : a.clone();
  });
  vi.stubGlobal('fetch', mock);
  return { urls, requests: (suffix: string) => urls.filter((u) => u.pathname.endsWith(suffix)) };
}
