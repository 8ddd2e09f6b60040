import { writeFile } from 'node:fs/promises';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** An encoding the site is stored in beside each file, best first (brotli is ~15% smaller than gzip). */
export type SiteEncoding = 'br' | 'gzip';

/** The suffix of each encoding's copy: `app.js` → `app.js.br`, `app.js.gz`. */
export const ENCODING_SUFFIX: Record<SiteEncoding, string> = { br: '.br', gzip: '.gz' };

/** Text files worth compressing; images and fonts are compressed in their own format already. */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|map)$/;

/** Below this a compressed copy saves less than a packet and is not worth a file. */
const MIN_BYTES = 1024;

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none (null).
 * Honours `q=0` (refused) and `*`; ties go to our order, since the browser's own order means nothing.
 */
export function pickEncoding(acceptEncoding: string | undefined): SiteEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((w) => w !== undefined);
    q.set(name, weight === undefined ? 1 : Number(weight));
  }
  const accepted = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  if (accepted('br')) return 'br';
  if (accepted('gzip')) return 'gzip';
  return null;
}

/** `bytes` in `encoding`, at the strongest setting (done once per build or once per process) unless `fast`. */
export function compress(bytes: Buffer, encoding: SiteEncoding, { fast = false } = {}): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          // A page made per match is packed on the event loop the feed shares: brotli's 5 is a few
          // per cent larger and many times quicker than its 11.
          [constants.BROTLI_PARAM_QUALITY]: fast ? 5 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes, { level: fast ? 6 : 9 });
}

/**
 * Writes `file.br` and `file.gz` beside a built file the gateway may serve compressed, when each is
 * smaller than the file by at least a packet's worth. Returns the bytes of each copy written.
 */
export async function writePrecompressed(
  file: string,
  bytes: Buffer,
): Promise<Partial<Record<SiteEncoding, number>>> {
  const written: Partial<Record<SiteEncoding, number>> = {};
  if (!COMPRESSIBLE.test(file) || bytes.length < MIN_BYTES) return written;
  for (const encoding of Object.keys(ENCODING_SUFFIX) as SiteEncoding[]) {
    const packed = compress(bytes, encoding);
    if (packed.length > bytes.length - MIN_BYTES) continue;
    await writeFile(file + ENCODING_SUFFIX[encoding], packed);
    written[encoding] = packed.length;
  }
  return written;
}
