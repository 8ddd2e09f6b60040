import { type Refusal, refusal } from '../security/refusal';

// The path is judged before any route is matched, on the raw request line: a proxy that matches
// one spelling and forwards another is how `/api/%2e%2e/_admin/...` reached the fault controls
// (the URL parser turned `%2e%2e` into `..` after the check). So every spelling that another
// parser could resolve differently is refused outright instead of being cleaned up:
// dot segments (raw or percent-encoded), encoded slashes and backslashes, raw backslashes,
// empty segments (`//`), NUL and other control characters, and anything still encoded after one
// decoding (`%252e`). What remains is a plain list of segments, and the upstream path is rebuilt
// from the matched template, never copied from the request.

const bad = (detail: string): Refusal => refusal(400, 'bad_request', detail);

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The decoded path segments, or the 400 that refuses the path. One trailing slash is ignored. */
export function pathSegments(
  rawUrl: string,
): { ok: true; segments: string[] } | { ok: false; refusal: Refusal } {
  const raw = rawUrl.split('?')[0];
  if (!raw.startsWith('/')) return { ok: false, refusal: bad('The path must start with /.') };
  if (raw.includes('\\')) return { ok: false, refusal: bad('Backslashes are not allowed in a path.') };
  if (raw.includes('//')) return { ok: false, refusal: bad('Empty path segments (//) are not allowed.') };
  if (CONTROL.test(raw)) return { ok: false, refusal: bad('Control characters are not allowed in a path.') };
  const parts = raw.slice(1).split('/');
  if (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
  const segments: string[] = [];
  for (const part of parts) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return { ok: false, refusal: bad('The path is not valid percent-encoding.') };
    }
    if (segment === '.' || segment === '..')
      return { ok: false, refusal: bad('Dot segments (. and ..) are not allowed, encoded or not.') };
    if (/[/\\]/.test(segment))
      return { ok: false, refusal: bad('Encoded slashes and backslashes are not allowed in a path.') };
    if (CONTROL.test(segment))
      return { ok: false, refusal: bad('NUL and control characters are not allowed in a path.') };
    if (segment.includes('%')) return { ok: false, refusal: bad('A path must not be encoded twice.') };
    segments.push(segment);
  }
  return { ok: true, segments };
}
